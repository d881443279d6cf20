import type { Language } from '@/editions/editions'

/** The wording of the sign-in code e-mail; values arrive raw and are escaped by the renderer. */
export type OtpMailTexts = {
  /** Never takes the code: subjects show in previews and mail logs. */
  subject: (brand: string) => string
  intro: (brand: string) => string
  /** `duration` is already localized and pluralized, e.g. "10 minuti". */
  validity: (duration: string) => string
  requestedFor: (email: string) => string
  ignore: string
}

/** Same voice as the edition's messages: tu in Italian and Spanish, du in German, vous in French. */
export const OTP_MAIL_TEXTS: Record<Language, OtpMailTexts> = {
  it: {
    subject: (brand) => `Il tuo codice di accesso a ${brand}`,
    intro: (brand) => `Ecco il codice per accedere a ${brand}:`,
    validity: (duration) => `Il codice è valido per ${duration}.`,
    requestedFor: (email) => `Richiesto per ${email}.`,
    ignore: 'Se non l’hai richiesto tu, ignora questa e-mail: senza il codice nessuno può accedere.',
  },
  es: {
    subject: (brand) => `Tu código de acceso a ${brand}`,
    intro: (brand) => `Este es tu código para iniciar sesión en ${brand}:`,
    validity: (duration) => `El código es válido durante ${duration}.`,
    requestedFor: (email) => `Solicitado para ${email}.`,
    ignore: 'Si no lo has solicitado, ignora este correo: nadie puede iniciar sesión sin el código.',
  },
  fr: {
    subject: (brand) => `Votre code de connexion à ${brand}`,
    intro: (brand) => `Voici votre code pour vous connecter à ${brand}\u00a0:`,
    validity: (duration) => `Ce code est valable ${duration}.`,
    requestedFor: (email) => `Demandé pour ${email}.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: personne ne peut se connecter sans le code.',
  },
  de: {
    subject: (brand) => `Dein Anmeldecode für ${brand}`,
    intro: (brand) => `Mit diesem Code meldest du dich bei ${brand} an:`,
    validity: (duration) => `Der Code ist ${duration} lang gültig.`,
    requestedFor: (email) => `Angefordert für ${email}.`,
    ignore: 'Falls du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code kann sich niemand anmelden.',
  },
  en: {
    subject: (brand) => `Your sign-in code for ${brand}`,
    intro: (brand) => `Here is your code to sign in to ${brand}:`,
    validity: (duration) => `The code is valid for ${duration}.`,
    requestedFor: (email) => `Requested for ${email}.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
  },
}
