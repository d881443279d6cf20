import type { Language } from '@/editions/editions'

/** What an alert mail names: the travel, the departure's days (already formatted), prices already formatted. */
export type AlertMailFacts = { title: string; start: string; end: string }

/** The wording of the notify-me mails; values arrive raw and are escaped by the renderer. */
export type AlertMailTexts = {
  confirmed: { subject: (facts: AlertMailFacts) => string; intro: (facts: AlertMailFacts) => string }
  priceDropped: {
    subject: (facts: AlertMailFacts) => string
    intro: (facts: AlertMailFacts & { from: string; to: string }) => string
  }
  newDeparture: { subject: (facts: AlertMailFacts) => string; intro: (facts: AlertMailFacts & { price: string }) => string }
  button: string
  why: string
  unsubscribe: string
}

/** Same voice as the edition's messages: tu in Italian and Spanish, du in German, vous in French. */
export const ALERT_MAIL_TEXTS: Record<Language, AlertMailTexts> = {
  it: {
    confirmed: {
      subject: ({ title, start }) => `${title}: la partenza del ${start} è confermata`,
      intro: ({ title, start, end }) =>
        `Buone notizie! La partenza di ${title} dal ${start} al ${end} è confermata: il viaggio si farà e puoi già prenotare i voli.`,
    },
    priceDropped: {
      subject: ({ title, start }) => `${title}: il prezzo della partenza del ${start} è sceso`,
      intro: ({ title, start, end, from, to }) => `La partenza di ${title} dal ${start} al ${end} ora costa ${to} invece di ${from}.`,
    },
    newDeparture: {
      subject: ({ title }) => `${title}: c’è una nuova partenza`,
      intro: ({ title, start, end, price }) => `${title} ha una nuova partenza, dal ${start} al ${end}, a partire da ${price}.`,
    },
    button: 'Vedi la partenza',
    why: 'Ricevi questa e-mail perché hai chiesto di essere avvisato su questo viaggio.',
    unsubscribe: 'Non avvisarmi più',
  },
  es: {
    confirmed: {
      subject: ({ title, start }) => `${title}: la salida del ${start} está confirmada`,
      intro: ({ title, start, end }) =>
        `¡Buenas noticias! La salida de ${title} del ${start} al ${end} está confirmada: el viaje se hará y ya puedes comprar los vuelos.`,
    },
    priceDropped: {
      subject: ({ title, start }) => `${title}: ha bajado el precio de la salida del ${start}`,
      intro: ({ title, start, end, from, to }) => `La salida de ${title} del ${start} al ${end} ahora cuesta ${to} en lugar de ${from}.`,
    },
    newDeparture: {
      subject: ({ title }) => `${title}: hay una nueva salida`,
      intro: ({ title, start, end, price }) => `${title} tiene una nueva salida, del ${start} al ${end}, desde ${price}.`,
    },
    button: 'Ver la salida',
    why: 'Recibes este correo porque pediste que te avisáramos sobre este viaje.',
    unsubscribe: 'No avisarme más',
  },
  fr: {
    confirmed: {
      subject: ({ title, start }) => `${title}\u00a0: le départ du ${start} est confirmé`,
      intro: ({ title, start, end }) =>
        `Bonne nouvelle\u00a0! Le départ de ${title} du ${start} au ${end} est confirmé\u00a0: le voyage aura lieu et vous pouvez acheter vos vols.`,
    },
    priceDropped: {
      subject: ({ title, start }) => `${title}\u00a0: le prix du départ du ${start} a baissé`,
      intro: ({ title, start, end, from, to }) => `Le départ de ${title} du ${start} au ${end} coûte désormais ${to} au lieu de ${from}.`,
    },
    newDeparture: {
      subject: ({ title }) => `${title}\u00a0: un nouveau départ est disponible`,
      intro: ({ title, start, end, price }) => `${title} a un nouveau départ, du ${start} au ${end}, à partir de ${price}.`,
    },
    button: 'Voir le départ',
    why: 'Vous recevez cet e-mail car vous avez demandé à être prévenu pour ce voyage.',
    unsubscribe: 'Ne plus me prévenir',
  },
  de: {
    confirmed: {
      subject: ({ title, start }) => `${title}: Die Abreise am ${start} ist bestätigt`,
      intro: ({ title, start, end }) =>
        `Gute Nachrichten! Die Abreise von ${title} vom ${start} bis ${end} ist bestätigt: Die Reise findet statt, du kannst deine Flüge buchen.`,
    },
    priceDropped: {
      subject: ({ title, start }) => `${title}: Der Preis der Abreise am ${start} ist gesunken`,
      intro: ({ title, start, end, from, to }) => `Die Abreise von ${title} vom ${start} bis ${end} kostet jetzt ${to} statt ${from}.`,
    },
    newDeparture: {
      subject: ({ title }) => `${title}: Es gibt eine neue Abreise`,
      intro: ({ title, start, end, price }) => `${title} hat eine neue Abreise, vom ${start} bis ${end}, ab ${price}.`,
    },
    button: 'Abreise ansehen',
    why: 'Du bekommst diese E-Mail, weil du dich für diese Reise benachrichtigen lassen wolltest.',
    unsubscribe: 'Nicht mehr benachrichtigen',
  },
  en: {
    confirmed: {
      subject: ({ title, start }) => `${title}: the ${start} departure is confirmed`,
      intro: ({ title, start, end }) =>
        `Good news! The departure of ${title} from ${start} to ${end} is confirmed: the trip will go ahead and you can book your flights.`,
    },
    priceDropped: {
      subject: ({ title, start }) => `${title}: the price of the ${start} departure has dropped`,
      intro: ({ title, start, end, from, to }) => `The departure of ${title} from ${start} to ${end} now costs ${to} instead of ${from}.`,
    },
    newDeparture: {
      subject: ({ title }) => `${title}: a new departure is available`,
      intro: ({ title, start, end, price }) => `${title} has a new departure, from ${start} to ${end}, from ${price}.`,
    },
    button: 'See the departure',
    why: 'You receive this e-mail because you asked to be told about this trip.',
    unsubscribe: 'Stop these alerts',
  },
}
