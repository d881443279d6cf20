import type { Language } from '@/editions/editions'

/** The wording of the newsletter confirmation mail; values arrive raw and are escaped by the renderer. */
export type ConfirmationMailTexts = {
  subject: (brand: string) => string
  intro: (brand: string) => string
  button: string
  /** `duration` is already localized and pluralized, e.g. "72 ore". */
  validity: (duration: string) => string
  requestedFor: (email: string) => string
  ignore: string
}

/** Same voice as the edition's messages: tu in Italian and Spanish, du in German, vous in French. */
export const CONFIRMATION_MAIL_TEXTS: Record<Language, ConfirmationMailTexts> = {
  it: {
    subject: (brand) => `Conferma la tua iscrizione alla newsletter di ${brand}`,
    intro: (brand) => `Ci siamo quasi! Conferma il tuo indirizzo per ricevere la newsletter di ${brand}:`,
    button: 'Conferma l’iscrizione',
    validity: (duration) => `Il link è valido per ${duration}.`,
    requestedFor: (email) => `Richiesta per ${email}.`,
    ignore: 'Se non l’hai richiesta tu, ignora questa e-mail: senza la conferma non riceverai nulla.',
  },
  es: {
    subject: (brand) => `Confirma tu suscripción a la newsletter de ${brand}`,
    intro: (brand) => `¡Ya casi está! Confirma tu dirección para recibir la newsletter de ${brand}:`,
    button: 'Confirmar la suscripción',
    validity: (duration) => `El enlace es válido durante ${duration}.`,
    requestedFor: (email) => `Solicitada para ${email}.`,
    ignore: 'Si no la has solicitado, ignora este correo: sin la confirmación no recibirás nada.',
  },
  fr: {
    subject: (brand) => `Confirmez votre inscription à la newsletter de ${brand}`,
    intro: (brand) => `Presque terminé\u00a0! Confirmez votre adresse pour recevoir la newsletter de ${brand}\u00a0:`,
    button: 'Confirmer l’inscription',
    validity: (duration) => `Ce lien est valable ${duration}.`,
    requestedFor: (email) => `Demandée pour ${email}.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: sans confirmation, vous ne recevrez rien.',
  },
  de: {
    subject: (brand) => `Bestätige deine Anmeldung zum ${brand}-Newsletter`,
    intro: (brand) => `Fast geschafft! Bestätige deine Adresse, um den Newsletter von ${brand} zu erhalten:`,
    button: 'Anmeldung bestätigen',
    validity: (duration) => `Der Link ist ${duration} lang gültig.`,
    requestedFor: (email) => `Angefordert für ${email}.`,
    ignore: 'Falls du dich nicht angemeldet hast, ignoriere diese E-Mail: Ohne Bestätigung bekommst du nichts.',
  },
  en: {
    subject: (brand) => `Confirm your subscription to the ${brand} newsletter`,
    intro: (brand) => `Almost there! Confirm your address to receive the ${brand} newsletter:`,
    button: 'Confirm my subscription',
    validity: (duration) => `The link is valid for ${duration}.`,
    requestedFor: (email) => `Requested for ${email}.`,
    ignore: 'If you did not ask for it, ignore this e-mail: without your confirmation you will receive nothing.',
  },
}
