import type { ContinentCode } from '../../src/features/catalog/continents'
import type { TravelFaqCategory } from '../../src/features/catalog/constants'
import type { SeedLanguage } from '../content/types'

type Words = Record<SeedLanguage, string>

export const CONTINENT_NAMES: Record<ContinentCode, Words> = {
  europe: { it: 'Europa', es: 'Europa', fr: 'Europe', de: 'Europa', en: 'Europe' },
  asia: { it: 'Asia', es: 'Asia', fr: 'Asie', de: 'Asien', en: 'Asia' },
  africa: { it: 'Africa', es: 'África', fr: 'Afrique', de: 'Afrika', en: 'Africa' },
  america: { it: 'America', es: 'América', fr: 'Amérique', de: 'Amerika', en: 'America' },
  oceania: { it: 'Oceania', es: 'Oceanía', fr: 'Océanie', de: 'Ozeanien', en: 'Oceania' },
  antarctica: { it: 'Antartide', es: 'Antártida', fr: 'Antarctique', de: 'Antarktis', en: 'Antarctica' },
}

/** "A and B" in each language, for travels across two countries. */
export const AND: Words = { it: 'e', es: 'y', fr: 'et', de: 'und', en: 'and' }

export const TRAVEL_STYLES: Array<{ code: string; name: Words }> = [
  { code: 'adventure', name: { it: 'Avventura', es: 'Aventura', fr: 'Aventure', de: 'Abenteuer', en: 'Adventure' } },
  { code: 'nature', name: { it: 'Natura', es: 'Naturaleza', fr: 'Nature', de: 'Natur', en: 'Nature' } },
  { code: 'culture', name: { it: 'Cultura', es: 'Cultura', fr: 'Culture', de: 'Kultur', en: 'Culture' } },
  { code: 'relax', name: { it: 'Relax', es: 'Relax', fr: 'Détente', de: 'Entspannung', en: 'Relaxation' } },
  { code: 'party', name: { it: 'Divertimento', es: 'Fiesta', fr: 'Fête', de: 'Party', en: 'Party' } },
]

export const TRAVEL_TYPES: Array<{ code: string; name: Words }> = [
  { code: 'tour', name: { it: 'Tour', es: 'Circuito', fr: 'Circuit', de: 'Rundreise', en: 'Tour' } },
  { code: 'trekking', name: { it: 'Trekking', es: 'Trekking', fr: 'Randonnée', de: 'Trekking', en: 'Trekking' } },
  { code: 'sailing', name: { it: 'Barca a vela', es: 'Velero', fr: 'Voilier', de: 'Segeltörn', en: 'Sailing' } },
  { code: 'weekend', name: { it: 'Weekend', es: 'Fin de semana', fr: 'Week-end', de: 'Wochenende', en: 'Weekend' } },
  { code: 'expedition', name: { it: 'Spedizione', es: 'Expedición', fr: 'Expédition', de: 'Expedition', en: 'Expedition' } },
]

export const COST_CENTERS: Array<{ code: string; name: Words }> = [
  { code: 'long-haul', name: { it: 'Lungo raggio', es: 'Largo radio', fr: 'Long-courrier', de: 'Fernreisen', en: 'Long haul' } },
  { code: 'short-haul', name: { it: 'Corto raggio', es: 'Corto radio', fr: 'Court-courrier', de: 'Kurzstrecke', en: 'Short haul' } },
  { code: 'expedition', name: { it: 'Spedizioni', es: 'Expediciones', fr: 'Expéditions', de: 'Expeditionen', en: 'Expeditions' } },
]

export const BADGES: Array<{ code: string; name: Words }> = [
  { code: 'best-seller', name: { it: 'Più venduto', es: 'Más vendido', fr: 'Best-seller', de: 'Bestseller', en: 'Best seller' } },
  { code: 'new', name: { it: 'Novità', es: 'Novedad', fr: 'Nouveauté', de: 'Neu', en: 'New' } },
  { code: 'last-minute', name: { it: 'Last minute', es: 'Última hora', fr: 'Dernière minute', de: 'Last Minute', en: 'Last minute' } },
  { code: 'eco', name: { it: 'Sostenibile', es: 'Sostenible', fr: 'Durable', de: 'Nachhaltig', en: 'Sustainable' } },
]

export const INCLUSIONS: Words[] = [
  {
    it: 'Pernottamenti in camere condivise',
    es: 'Alojamiento en habitaciones compartidas',
    fr: 'Nuits en chambres partagées',
    de: 'Übernachtungen im geteilten Zimmer',
    en: 'Nights in shared rooms',
  },
  {
    it: 'Coordinatore per tutto il viaggio',
    es: 'Coordinador durante todo el viaje',
    fr: 'Coordinateur pendant tout le voyage',
    de: 'Koordinator während der ganzen Reise',
    en: 'A coordinator for the whole trip',
  },
  { it: 'Trasporti interni', es: 'Transportes internos', fr: 'Transports sur place', de: 'Transfers vor Ort', en: 'Local transport' },
  {
    it: 'Assicurazione medica e bagaglio',
    es: 'Seguro médico y de equipaje',
    fr: 'Assurance médicale et bagages',
    de: 'Kranken- und Gepäckversicherung',
    en: 'Medical and luggage insurance',
  },
]

export const EXCLUSIONS: Words[] = [
  {
    it: 'Voli internazionali',
    es: 'Vuelos internacionales',
    fr: 'Vols internationaux',
    de: 'Internationale Flüge',
    en: 'International flights',
  },
  { it: 'Cassa comune', es: 'Bote común', fr: 'Caisse commune', de: 'Gemeinschaftskasse', en: 'Money pot' },
  {
    it: 'Pasti non indicati',
    es: 'Comidas no indicadas',
    fr: 'Repas non mentionnés',
    de: 'Nicht genannte Mahlzeiten',
    en: 'Meals not listed',
  },
]

export const MONEY_POT: Words[] = [
  {
    it: 'Ingressi a parchi e musei',
    es: 'Entradas a parques y museos',
    fr: 'Entrées des parcs et musées',
    de: 'Eintritte für Parks und Museen',
    en: 'Park and museum tickets',
  },
  { it: 'Escursioni in gruppo', es: 'Excursiones en grupo', fr: 'Excursions en groupe', de: 'Gruppenausflüge', en: 'Group excursions' },
]

export type FaqEntry = { category: TravelFaqCategory; question: Words; answer: Words }

export const FAQ: FaqEntry[] = [
  {
    category: 'destination',
    question: {
      it: 'Serve il visto?',
      es: '¿Necesito visado?',
      fr: 'Faut-il un visa ?',
      de: 'Brauche ich ein Visum?',
      en: 'Do I need a visa?',
    },
    answer: {
      it: 'Dipende dalla tua cittadinanza: controlla le indicazioni ufficiali prima di prenotare.',
      es: 'Depende de tu nacionalidad: consulta la información oficial antes de reservar.',
      fr: 'Cela dépend de ta nationalité : vérifie les informations officielles avant de réserver.',
      de: 'Das hängt von deiner Staatsangehörigkeit ab: Prüfe die offiziellen Hinweise vor der Buchung.',
      en: 'It depends on your citizenship: check the official advice before booking.',
    },
  },
]

export const COORDINATOR_NAMES = [
  'Giulia Ferri',
  'Marco Bianchi',
  'Lucía Gómez',
  'Camille Martin',
  'Jonas Weber',
  'Emma Clarke',
  'Sofia Russo',
  'Pablo Ortega',
  'Léa Dubois',
  'Felix Braun',
  'Oliver Hughes',
  'Chiara Conti',
]
export const COORDINATOR_CITIES = [
  'Milano',
  'Roma',
  'Madrid',
  'Paris',
  'Berlin',
  'London',
  'Torino',
  'Barcelona',
  'Lyon',
  'München',
  'Manchester',
  'Bologna',
]

export const ADDITIONAL_INFO: Words = {
  it: 'Controlla la validità del passaporto (almeno sei mesi dal rientro) e i requisiti di ingresso prima di partire. Porta scarpe comode per camminare e uno strato caldo per le sere.',
  es: 'Comprueba la validez del pasaporte (al menos seis meses tras la vuelta) y los requisitos de entrada antes de salir. Lleva calzado cómodo para caminar y una capa de abrigo para las noches.',
  fr: 'Vérifie la validité de ton passeport (au moins six mois après le retour) et les conditions d’entrée avant le départ. Prévois des chaussures de marche confortables et une couche chaude pour le soir.',
  de: 'Prüfe vor der Abreise die Gültigkeit deines Reisepasses (mindestens sechs Monate nach der Rückkehr) und die Einreisebestimmungen. Pack bequeme Wanderschuhe und eine warme Schicht für die Abende ein.',
  en: 'Check that your passport is valid for at least six months after your return and the entry requirements before you leave. Bring comfortable walking shoes and a warm layer for the evenings.',
}

/** Promotion codes of the demo catalog. */
export const PROMO_CODES = ['SPRING25', 'GROUP50', 'EARLYBIRD', 'LASTMINUTE', 'FRIENDS30'] as const

/** The group question, answered with the product's one rule: the minimum to confirm, the departure's maximum, the average. */
export function groupSizeFaq(minimum: number, maximum: number, average: number): FaqEntry {
  return {
    category: 'general',
    question: {
      it: 'Quante persone ci sono nel gruppo?',
      es: '¿Cuántas personas hay en el grupo?',
      fr: 'Combien de personnes dans le groupe ?',
      de: 'Wie groß ist die Gruppe?',
      en: 'How many people are in the group?',
    },
    answer: {
      it: `Da ${minimum} a ${maximum} viaggiatori, più il coordinatore: la partenza è confermata con ${minimum} iscritti. In media i nostri gruppi sono di ${average}.`,
      es: `De ${minimum} a ${maximum} viajeros, más el coordinador: la salida se confirma con ${minimum} inscritos. De media, nuestros grupos son de ${average}.`,
      fr: `De ${minimum} à ${maximum} voyageurs, plus le coordinateur : le départ est confirmé dès ${minimum} inscrits. En moyenne, nos groupes comptent ${average} personnes.`,
      de: `${minimum} bis ${maximum} Reisende und der Koordinator: Ab ${minimum} Anmeldungen ist die Reise bestätigt. Im Schnitt sind unsere Gruppen ${average} Personen groß.`,
      en: `From ${minimum} to ${maximum} travellers, plus the coordinator: a departure is confirmed once ${minimum} have booked. Our groups average ${average}.`,
    },
  }
}
