import type { Language } from '@/editions/editions'

/** What a booking mail names: the travel, the departure's days (formatted), the travellers, the reference. */
export type BookingMailFacts = { title: string; start: string; end: string; travellers: number; reference: string }

type Wording = { subject: (facts: BookingMailFacts) => string; intro: (facts: BookingMailFacts) => string; next: string }

/** The booking mails: the request received (pending), then confirmed or cancelled by our staff. */
export type BookingMailTexts = {
  requested: Wording
  confirmed: Wording
  cancelled: Wording
  referenceNote: (reference: string) => string
}

/** Same voice as the edition's messages: tu in Italian and Spanish, du in German, vous in French; values arrive raw and are escaped by the renderer. */
export const BOOKING_MAIL_TEXTS: Record<Language, BookingMailTexts> = {
  it: {
    requested: {
      subject: ({ title, start }) => `Abbiamo ricevuto la tua richiesta: ${title}, partenza del ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Grazie! Abbiamo ricevuto la tua richiesta di prenotazione per ${title}, dal ${start} al ${end}, per ${travellers === 1 ? '1 viaggiatore' : `${travellers} viaggiatori`}. I posti sono tenuti per te.`,
      next: 'Il nostro staff verifica la richiesta e ti scrive per confermarla: nessun pagamento è richiesto finché non la confermiamo.',
    },
    confirmed: {
      subject: ({ title, start }) => `Prenotazione confermata: ${title}, partenza del ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `La tua prenotazione per ${title}, dal ${start} al ${end}, per ${travellers === 1 ? '1 viaggiatore' : `${travellers} viaggiatori`}, è confermata.`,
      next: 'Ti scriveremo presto con i dettagli del pagamento e del viaggio.',
    },
    cancelled: {
      subject: ({ title, start }) => `Prenotazione annullata: ${title}, partenza del ${start}`,
      intro: ({ title, start, end }) =>
        `La tua prenotazione per ${title}, dal ${start} al ${end}, è stata annullata e i posti sono stati liberati.`,
      next: 'Se non te lo aspettavi o vuoi scegliere un’altra partenza, rispondi a questa e-mail: ti aiutiamo volentieri.',
    },
    referenceNote: (reference) => `Codice della prenotazione: ${reference}. Citalo se ci scrivi.`,
  },
  es: {
    requested: {
      subject: ({ title, start }) => `Hemos recibido tu solicitud: ${title}, salida del ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `¡Gracias! Hemos recibido tu solicitud de reserva para ${title}, del ${start} al ${end}, para ${travellers === 1 ? '1 viajero' : `${travellers} viajeros`}. Las plazas quedan reservadas para ti.`,
      next: 'Nuestro equipo revisa la solicitud y te escribe para confirmarla: no se pide ningún pago hasta que la confirmemos.',
    },
    confirmed: {
      subject: ({ title, start }) => `Reserva confirmada: ${title}, salida del ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Tu reserva para ${title}, del ${start} al ${end}, para ${travellers === 1 ? '1 viajero' : `${travellers} viajeros`}, está confirmada.`,
      next: 'Pronto te escribiremos con los detalles del pago y del viaje.',
    },
    cancelled: {
      subject: ({ title, start }) => `Reserva cancelada: ${title}, salida del ${start}`,
      intro: ({ title, start, end }) =>
        `Tu reserva para ${title}, del ${start} al ${end}, ha sido cancelada y las plazas han quedado libres.`,
      next: 'Si no lo esperabas o quieres elegir otra salida, responde a este correo: te ayudamos con gusto.',
    },
    referenceNote: (reference) => `Código de la reserva: ${reference}. Menciónalo si nos escribes.`,
  },
  fr: {
    requested: {
      subject: ({ title, start }) => `Nous avons reçu votre demande : ${title}, départ du ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Merci ! Nous avons reçu votre demande de réservation pour ${title}, du ${start} au ${end}, pour ${travellers === 1 ? '1 voyageur' : `${travellers} voyageurs`}. Les places vous sont réservées.`,
      next: 'Notre équipe vérifie la demande et vous écrit pour la confirmer : aucun paiement n’est demandé avant notre confirmation.',
    },
    confirmed: {
      subject: ({ title, start }) => `Réservation confirmée : ${title}, départ du ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Votre réservation pour ${title}, du ${start} au ${end}, pour ${travellers === 1 ? '1 voyageur' : `${travellers} voyageurs`}, est confirmée.`,
      next: 'Nous vous écrirons bientôt avec les détails du paiement et du voyage.',
    },
    cancelled: {
      subject: ({ title, start }) => `Réservation annulée : ${title}, départ du ${start}`,
      intro: ({ title, start, end }) =>
        `Votre réservation pour ${title}, du ${start} au ${end}, a été annulée et les places ont été libérées.`,
      next: 'Si vous ne vous y attendiez pas ou souhaitez choisir un autre départ, répondez à cet e-mail : nous vous aiderons volontiers.',
    },
    referenceNote: (reference) => `Référence de la réservation : ${reference}. Indiquez-la si vous nous écrivez.`,
  },
  de: {
    requested: {
      subject: ({ title, start }) => `Wir haben deine Anfrage erhalten: ${title}, Abreise am ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Danke! Wir haben deine Buchungsanfrage für ${title} vom ${start} bis ${end} für ${travellers === 1 ? '1 Reisenden' : `${travellers} Reisende`} erhalten. Die Plätze sind für dich reserviert.`,
      next: 'Unser Team prüft die Anfrage und schreibt dir, um sie zu bestätigen: Bis dahin ist keine Zahlung nötig.',
    },
    confirmed: {
      subject: ({ title, start }) => `Buchung bestätigt: ${title}, Abreise am ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Deine Buchung für ${title} vom ${start} bis ${end} für ${travellers === 1 ? '1 Reisenden' : `${travellers} Reisende`} ist bestätigt.`,
      next: 'Wir schreiben dir bald mit den Details zu Zahlung und Reise.',
    },
    cancelled: {
      subject: ({ title, start }) => `Buchung storniert: ${title}, Abreise am ${start}`,
      intro: ({ title, start, end }) => `Deine Buchung für ${title} vom ${start} bis ${end} wurde storniert, die Plätze sind wieder frei.`,
      next: 'Wenn du damit nicht gerechnet hast oder eine andere Abreise wählen möchtest, antworte auf diese E-Mail: Wir helfen dir gern.',
    },
    referenceNote: (reference) => `Buchungsnummer: ${reference}. Gib sie an, wenn du uns schreibst.`,
  },
  en: {
    requested: {
      subject: ({ title, start }) => `We have your booking request: ${title}, departing ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Thank you! We have received your booking request for ${title}, ${start} to ${end}, for ${travellers === 1 ? '1 traveller' : `${travellers} travellers`}. The seats are held for you.`,
      next: 'Our team checks the request and writes to you to confirm it: no payment is due until we confirm.',
    },
    confirmed: {
      subject: ({ title, start }) => `Booking confirmed: ${title}, departing ${start}`,
      intro: ({ title, start, end, travellers }) =>
        `Your booking for ${title}, ${start} to ${end}, for ${travellers === 1 ? '1 traveller' : `${travellers} travellers`}, is confirmed.`,
      next: 'We will write to you soon with the payment and travel details.',
    },
    cancelled: {
      subject: ({ title, start }) => `Booking cancelled: ${title}, departing ${start}`,
      intro: ({ title, start, end }) => `Your booking for ${title}, ${start} to ${end}, has been cancelled and its seats released.`,
      next: 'If you did not expect this or would like another departure, reply to this e-mail: we are glad to help.',
    },
    referenceNote: (reference) => `Booking reference: ${reference}. Please quote it when you write to us.`,
  },
}
