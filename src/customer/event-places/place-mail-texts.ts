import type { Language } from '@/editions/editions'

/** What an event mail names: the event, when (its city's clock, written out) and where. */
export type PlaceMailFacts = { title: string; when: string; venue: string; cancelUntil: string }

export type PlaceMailKind = 'joined' | 'waiting' | 'promoted' | 'left' | 'cancelled'

type Wording = {
  subject: (facts: PlaceMailFacts) => string
  intro: (facts: PlaceMailFacts) => string
  next: (facts: PlaceMailFacts) => string
}

export type PlaceMailTexts = Record<PlaceMailKind, Wording> & { button: string }

/**
 * A place taken, a waiting-list place, a place that came free for a waiting customer, a place
 * given back, and an event cancelled by us. Same voice as the edition's messages.
 */
export const PLACE_MAIL_TEXTS: Record<Language, PlaceMailTexts> = {
  it: {
    joined: {
      subject: ({ title }) => `Ci sei: ${title}`,
      intro: ({ title, when, venue }) => `Il tuo posto a ${title} è confermato: ${when}, ${venue}.`,
      next: ({ cancelUntil }) =>
        `Se non puoi più venire, libera il posto dalla pagina dell’evento entro ${cancelUntil}: qualcuno in lista d’attesa ti ringrazierà.`,
    },
    waiting: {
      subject: ({ title }) => `Sei in lista d’attesa: ${title}`,
      intro: ({ title, when }) => `${title} (${when}) è al completo: sei in lista d’attesa.`,
      next: () => 'Se si libera un posto è tuo, nell’ordine della lista, e ti scriviamo subito.',
    },
    promoted: {
      subject: ({ title }) => `Si è liberato un posto: ${title}`,
      intro: ({ title, when, venue }) => `Buone notizie: si è liberato un posto ed è tuo. ${title}, ${when}, ${venue}.`,
      next: ({ cancelUntil }) => `Se non puoi più venire, libera il posto dalla pagina dell’evento entro ${cancelUntil}.`,
    },
    left: {
      subject: ({ title }) => `Hai lasciato il tuo posto: ${title}`,
      intro: ({ title, when }) => `Non sei più tra i partecipanti di ${title} (${when}).`,
      next: () => 'Se cambi idea e ci sono ancora posti, puoi unirti di nuovo dalla pagina dell’evento.',
    },
    cancelled: {
      subject: ({ title }) => `Evento annullato: ${title}`,
      intro: ({ title, when }) => `Ci dispiace: ${title}, previsto per ${when}, è stato annullato.`,
      next: () => 'Trovi gli altri eventi WeMeet della tua città nella pagina degli eventi.',
    },
    button: 'Vedi l’evento',
  },
  es: {
    joined: {
      subject: ({ title }) => `¡Tienes tu plaza! ${title}`,
      intro: ({ title, when, venue }) => `Tu plaza en ${title} está confirmada: ${when}, ${venue}.`,
      next: ({ cancelUntil }) =>
        `Si al final no puedes ir, libera la plaza desde la página del evento antes del ${cancelUntil}: alguien en lista de espera te lo agradecerá.`,
    },
    waiting: {
      subject: ({ title }) => `Estás en la lista de espera: ${title}`,
      intro: ({ title, when }) => `${title} (${when}) está completo: estás en la lista de espera.`,
      next: () => 'Si se libera una plaza, es tuya por orden de lista y te escribimos enseguida.',
    },
    promoted: {
      subject: ({ title }) => `Se ha liberado una plaza: ${title}`,
      intro: ({ title, when, venue }) => `Buenas noticias: se ha liberado una plaza y es tuya. ${title}, ${when}, ${venue}.`,
      next: ({ cancelUntil }) => `Si al final no puedes ir, libera la plaza desde la página del evento antes del ${cancelUntil}.`,
    },
    left: {
      subject: ({ title }) => `Has dejado tu plaza: ${title}`,
      intro: ({ title, when }) => `Ya no estás entre los participantes de ${title} (${when}).`,
      next: () => 'Si cambias de idea y quedan plazas, puedes volver a apuntarte desde la página del evento.',
    },
    cancelled: {
      subject: ({ title }) => `Evento cancelado: ${title}`,
      intro: ({ title, when }) => `Lo sentimos: ${title}, previsto para el ${when}, se ha cancelado.`,
      next: () => 'Encontrarás los demás eventos WeMeet de tu ciudad en la página de eventos.',
    },
    button: 'Ver el evento',
  },
  fr: {
    joined: {
      subject: ({ title }) => `C’est noté\u202f! ${title}`,
      intro: ({ title, when, venue }) => `Votre place pour ${title} est confirmée\u202f: ${when}, ${venue}.`,
      next: ({ cancelUntil }) =>
        `Si vous ne pouvez plus venir, libérez votre place depuis la page de l’événement avant le ${cancelUntil}\u202f: une personne en liste d’attente vous en sera reconnaissante.`,
    },
    waiting: {
      subject: ({ title }) => `Vous êtes sur liste d’attente\u202f: ${title}`,
      intro: ({ title, when }) => `${title} (${when}) est complet\u202f: vous êtes sur liste d’attente.`,
      next: () => 'Si une place se libère, elle est à vous dans l’ordre de la liste, et nous vous écrivons aussitôt.',
    },
    promoted: {
      subject: ({ title }) => `Une place s’est libérée\u202f: ${title}`,
      intro: ({ title, when, venue }) => `Bonne nouvelle\u202f: une place s’est libérée et elle est à vous. ${title}, ${when}, ${venue}.`,
      next: ({ cancelUntil }) => `Si vous ne pouvez plus venir, libérez votre place depuis la page de l’événement avant le ${cancelUntil}.`,
    },
    left: {
      subject: ({ title }) => `Vous avez libéré votre place\u202f: ${title}`,
      intro: ({ title, when }) => `Vous ne faites plus partie des participants de ${title} (${when}).`,
      next: () => 'Si vous changez d’avis et qu’il reste des places, vous pouvez vous inscrire à nouveau depuis la page de l’événement.',
    },
    cancelled: {
      subject: ({ title }) => `Événement annulé\u202f: ${title}`,
      intro: ({ title, when }) => `Nous sommes désolés\u202f: ${title}, prévu le ${when}, est annulé.`,
      next: () => 'Retrouvez les autres événements WeMeet de votre ville sur la page des événements.',
    },
    button: 'Voir l’événement',
  },
  de: {
    joined: {
      subject: ({ title }) => `Du bist dabei: ${title}`,
      intro: ({ title, when, venue }) => `Dein Platz bei ${title} ist bestätigt: ${when}, ${venue}.`,
      next: ({ cancelUntil }) =>
        `Wenn du nicht kommen kannst, gib deinen Platz bis ${cancelUntil} auf der Seite des Events frei: Jemand auf der Warteliste freut sich.`,
    },
    waiting: {
      subject: ({ title }) => `Du stehst auf der Warteliste: ${title}`,
      intro: ({ title, when }) => `${title} (${when}) ist ausgebucht: Du stehst auf der Warteliste.`,
      next: () => 'Wird ein Platz frei, bekommst du ihn in der Reihenfolge der Liste, und wir schreiben dir sofort.',
    },
    promoted: {
      subject: ({ title }) => `Ein Platz ist frei geworden: ${title}`,
      intro: ({ title, when, venue }) => `Gute Nachrichten: Ein Platz ist frei geworden und gehört dir. ${title}, ${when}, ${venue}.`,
      next: ({ cancelUntil }) => `Wenn du nicht kommen kannst, gib deinen Platz bis ${cancelUntil} auf der Seite des Events frei.`,
    },
    left: {
      subject: ({ title }) => `Du hast deinen Platz freigegeben: ${title}`,
      intro: ({ title, when }) => `Du bist nicht mehr unter den Teilnehmenden von ${title} (${when}).`,
      next: () => 'Wenn du es dir anders überlegst und noch Plätze frei sind, kannst du dich auf der Seite des Events wieder anmelden.',
    },
    cancelled: {
      subject: ({ title }) => `Event abgesagt: ${title}`,
      intro: ({ title, when }) => `Es tut uns leid: ${title}, geplant für ${when}, wurde abgesagt.`,
      next: () => 'Die anderen WeMeet-Events in deiner Stadt findest du auf der Seite der Events.',
    },
    button: 'Zum Event',
  },
  en: {
    joined: {
      subject: ({ title }) => `You’re in: ${title}`,
      intro: ({ title, when, venue }) => `Your place at ${title} is confirmed: ${when}, ${venue}.`,
      next: ({ cancelUntil }) =>
        `If you can no longer come, free your place from the event’s page by ${cancelUntil}: someone on the waiting list will be glad of it.`,
    },
    waiting: {
      subject: ({ title }) => `You’re on the waiting list: ${title}`,
      intro: ({ title, when }) => `${title} (${when}) is full: you’re on the waiting list.`,
      next: () => 'If a place comes free it is yours, in the order of the list, and we will write to you at once.',
    },
    promoted: {
      subject: ({ title }) => `A place came free: ${title}`,
      intro: ({ title, when, venue }) => `Good news: a place came free and it is yours. ${title}, ${when}, ${venue}.`,
      next: ({ cancelUntil }) => `If you can no longer come, free your place from the event’s page by ${cancelUntil}.`,
    },
    left: {
      subject: ({ title }) => `You gave up your place: ${title}`,
      intro: ({ title, when }) => `You are no longer going to ${title} (${when}).`,
      next: () => 'If you change your mind and there are places left, you can join again from the event’s page.',
    },
    cancelled: {
      subject: ({ title }) => `Event cancelled: ${title}`,
      intro: ({ title, when }) => `We are sorry: ${title}, planned for ${when}, has been cancelled.`,
      next: () => 'You will find the other WeMeet events in your city on the events page.',
    },
    button: 'See the event',
  },
}
