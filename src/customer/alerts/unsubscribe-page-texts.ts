import type { Language } from '@/editions/editions'

/** The wording of the page an alert mail's unsubscribe link opens. */
export type UnsubscribePageTexts = {
  title: string
  question: (subject: string) => string
  button: string
  done: (subject: string) => string
  invalid: string
  backToSite: string
}

export const UNSUBSCRIBE_PAGE_TEXTS: Record<Language, UnsubscribePageTexts> = {
  it: {
    title: 'Avvisi sul viaggio',
    question: (subject) => `Vuoi smettere di ricevere gli avvisi su ${subject}?`,
    button: 'Non avvisarmi più',
    done: (subject) => `Fatto: non riceverai più avvisi su ${subject}.`,
    invalid: 'Questo link non è valido: copia l’indirizzo completo dall’e-mail, oppure gestisci i tuoi avvisi dalla pagina del viaggio.',
    backToSite: 'Torna al sito',
  },
  es: {
    title: 'Avisos del viaje',
    question: (subject) => `¿Quieres dejar de recibir avisos sobre ${subject}?`,
    button: 'No avisarme más',
    done: (subject) => `Hecho: ya no recibirás avisos sobre ${subject}.`,
    invalid: 'Este enlace no es válido: copia la dirección completa del correo o gestiona tus avisos desde la página del viaje.',
    backToSite: 'Volver al sitio',
  },
  fr: {
    title: 'Alertes sur le voyage',
    question: (subject) => `Voulez-vous ne plus recevoir d’alertes sur ${subject}\u00a0?`,
    button: 'Ne plus me prévenir',
    done: (subject) => `C’est fait\u00a0: vous ne recevrez plus d’alertes sur ${subject}.`,
    invalid: 'Ce lien n’est pas valide\u00a0: copiez l’adresse complète depuis l’e-mail, ou gérez vos alertes depuis la page du voyage.',
    backToSite: 'Retour au site',
  },
  de: {
    title: 'Reise-Benachrichtigungen',
    question: (subject) => `Möchtest du keine Benachrichtigungen zu ${subject} mehr bekommen?`,
    button: 'Nicht mehr benachrichtigen',
    done: (subject) => `Erledigt: Du bekommst keine Benachrichtigungen zu ${subject} mehr.`,
    invalid:
      'Dieser Link ist ungültig: Kopiere die vollständige Adresse aus der E-Mail oder verwalte deine Benachrichtigungen auf der Seite der Reise.',
    backToSite: 'Zurück zur Website',
  },
  en: {
    title: 'Trip alerts',
    question: (subject) => `Stop receiving alerts about ${subject}?`,
    button: 'Stop these alerts',
    done: (subject) => `Done: you will no longer receive alerts about ${subject}.`,
    invalid: 'This link is not valid: copy the whole address from the e-mail, or manage your alerts on the trip’s page.',
    backToSite: 'Back to the site',
  },
}
