import { EDITIONS, type EditionCode, type Language } from './editions'

/** Visitor-facing texts of the shell and the blocks, per language (spec 001 §8 for the error pages). */
const MESSAGES = {
  en: {
    notFoundTitle: 'This page is not on the map',
    notFoundSubtitle: 'There was an error!',
    errorTitle: 'Something went wrong',
    errorSubtitle: 'There was an error!',
    showTravels: 'Show travels',
    backHome: 'Back to the home page',
    faqAll: 'All',
    faqCategories: 'FAQ categories',
    carouselPrevious: 'Previous slides',
    carouselNext: 'Next slides',
    carouselGoTo: 'Go to slide {n}',
    skipToContent: 'Skip to content',
    footerTagline: 'Small-group trips for people who travel to meet the world.',
  },
  it: {
    notFoundTitle: 'Questa pagina non è sulla mappa',
    notFoundSubtitle: 'Si è verificato un errore!',
    errorTitle: 'Qualcosa è andato storto',
    errorSubtitle: 'Si è verificato un errore!',
    showTravels: 'Mostra i viaggi',
    backHome: 'Torna alla home page',
    faqAll: 'Tutte',
    faqCategories: 'Categorie delle domande',
    carouselPrevious: 'Slide precedenti',
    carouselNext: 'Slide successive',
    carouselGoTo: 'Vai alla slide {n}',
    skipToContent: 'Vai al contenuto',
    footerTagline: 'Viaggi di gruppo per chi viaggia per conoscere il mondo.',
  },
  es: {
    notFoundTitle: 'Esta página no está en el mapa',
    notFoundSubtitle: '¡Se ha producido un error!',
    errorTitle: 'Algo ha ido mal',
    errorSubtitle: '¡Se ha producido un error!',
    showTravels: 'Ver viajes',
    backHome: 'Volver a la página de inicio',
    faqAll: 'Todas',
    faqCategories: 'Categorías de preguntas',
    carouselPrevious: 'Diapositivas anteriores',
    carouselNext: 'Diapositivas siguientes',
    carouselGoTo: 'Ir a la diapositiva {n}',
    skipToContent: 'Ir al contenido',
    footerTagline: 'Viajes en grupo para quienes viajan para conocer el mundo.',
  },
  fr: {
    notFoundTitle: "Cette page n'est pas sur la carte",
    notFoundSubtitle: 'Une erreur est survenue !',
    errorTitle: "Quelque chose s'est mal passé",
    errorSubtitle: 'Une erreur est survenue !',
    showTravels: 'Voir les voyages',
    backHome: "Retour à la page d'accueil",
    faqAll: 'Toutes',
    faqCategories: 'Catégories de questions',
    carouselPrevious: 'Diapositives précédentes',
    carouselNext: 'Diapositives suivantes',
    carouselGoTo: 'Aller à la diapositive {n}',
    skipToContent: 'Aller au contenu',
    footerTagline: 'Des voyages en petits groupes pour partir à la rencontre du monde.',
  },
  de: {
    notFoundTitle: 'Diese Seite ist nicht auf der Karte!',
    notFoundSubtitle: 'Es gab einen Fehler!',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorSubtitle: 'Es gab einen Fehler!',
    showTravels: 'Reisen anzeigen',
    backHome: 'Zurück zur Startseite',
    faqAll: 'Alle',
    faqCategories: 'Fragenkategorien',
    carouselPrevious: 'Vorherige Folien',
    carouselNext: 'Nächste Folien',
    carouselGoTo: 'Zu Folie {n}',
    skipToContent: 'Zum Inhalt springen',
    footerTagline: 'Gruppenreisen in kleinen Gruppen für alle, die die Welt kennenlernen wollen.',
  },
} satisfies Record<Language, Record<string, string>>

export type MessageKey = keyof (typeof MESSAGES)['en']

export function messagesFor(edition: EditionCode): Record<MessageKey, string> {
  return MESSAGES[EDITIONS[edition].language]
}

export function message(edition: EditionCode, key: MessageKey, values: Record<string, string | number> = {}): string {
  return messagesFor(edition)[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}
