import type { Localized, SeedLanguage } from '../content/types'
import type { Landmark, SceneKind, SceneSpec, TimeOfDay } from './types'

const KINDS: Record<SceneKind, Localized> = {
  mountains: { it: 'Cime di montagna', es: 'Cumbres de montaña', fr: 'Sommets montagneux', de: 'Berggipfel', en: 'Mountain peaks' },
  volcano: {
    it: 'Un vulcano fumante',
    es: 'Un volcán humeante',
    fr: 'Un volcan fumant',
    de: 'Ein rauchender Vulkan',
    en: 'A smoking volcano',
  },
  dunes: {
    it: 'Dune di sabbia nel deserto',
    es: 'Dunas de arena en el desierto',
    fr: 'Dunes de sable dans le désert',
    de: 'Sanddünen in der Wüste',
    en: 'Sand dunes in the desert',
  },
  coast: {
    it: 'Mare e isole davanti alla costa',
    es: 'Mar e islas frente a la costa',
    fr: 'Mer et îles au large de la côte',
    de: 'Meer und Inseln vor der Küste',
    en: 'Sea and islands off the coast',
  },
  forest: {
    it: 'Una foresta di conifere',
    es: 'Un bosque de coníferas',
    fr: 'Une forêt de conifères',
    de: 'Ein Nadelwald',
    en: 'A pine forest',
  },
  jungle: {
    it: 'Una foresta tropicale',
    es: 'Una selva tropical',
    fr: 'Une forêt tropicale',
    de: 'Ein tropischer Regenwald',
    en: 'A tropical rainforest',
  },
  savannah: {
    it: 'Savana con acacie',
    es: 'Sabana con acacias',
    fr: 'Savane parsemée d’acacias',
    de: 'Savanne mit Akazien',
    en: 'Savannah with acacia trees',
  },
  ice: {
    it: 'Iceberg in un mare gelido',
    es: 'Icebergs en un mar helado',
    fr: 'Icebergs sur une mer glacée',
    de: 'Eisberge im eisigen Meer',
    en: 'Icebergs in a frozen sea',
  },
  terraces: { it: 'Risaie a terrazze', es: 'Arrozales en terrazas', fr: 'Rizières en terrasses', de: 'Reisterrassen', en: 'Rice terraces' },
  city: {
    it: 'Lo skyline di una città',
    es: 'El perfil de una ciudad',
    fr: 'Les immeubles d’une ville',
    de: 'Die Skyline einer Stadt',
    en: 'A city skyline',
  },
  lake: {
    it: 'Un lago tra le montagne',
    es: 'Un lago entre montañas',
    fr: 'Un lac entre les montagnes',
    de: 'Ein See zwischen Bergen',
    en: 'A lake among mountains',
  },
  canyon: {
    it: 'Canyon di roccia rossa',
    es: 'Cañones de roca roja',
    fr: 'Canyons de roche rouge',
    de: 'Schluchten aus rotem Fels',
    en: 'Red rock canyons',
  },
  hills: {
    it: 'Colline verdi con cipressi',
    es: 'Colinas verdes con cipreses',
    fr: 'Collines vertes et cyprès',
    de: 'Grüne Hügel mit Zypressen',
    en: 'Green hills with cypress trees',
  },
}

const TIMES: Record<TimeOfDay, Localized> = {
  dawn: { it: 'all’alba', es: 'al amanecer', fr: 'à l’aube', de: 'im Morgengrauen', en: 'at dawn' },
  noon: { it: 'a mezzogiorno', es: 'a mediodía', fr: 'à midi', de: 'am Mittag', en: 'at midday' },
  sunset: { it: 'al tramonto', es: 'al atardecer', fr: 'au coucher du soleil', de: 'bei Sonnenuntergang', en: 'at sunset' },
  night: {
    it: 'di notte, sotto le stelle',
    es: 'de noche, bajo las estrellas',
    fr: 'la nuit, sous les étoiles',
    de: 'nachts unter den Sternen',
    en: 'at night, under the stars',
  },
}

const LANDMARKS: Record<Landmark, Localized> = {
  palm: { it: 'con una palma', es: 'con una palmera', fr: 'avec un palmier', de: 'mit einer Palme', en: 'with a palm tree' },
  pagoda: { it: 'con una pagoda', es: 'con una pagoda', fr: 'avec une pagode', de: 'mit einer Pagode', en: 'with a pagoda' },
  lighthouse: { it: 'con un faro', es: 'con un faro', fr: 'avec un phare', de: 'mit einem Leuchtturm', en: 'with a lighthouse' },
  windmill: {
    it: 'con un mulino a vento',
    es: 'con un molino de viento',
    fr: 'avec un moulin à vent',
    de: 'mit einer Windmühle',
    en: 'with a windmill',
  },
  dome: {
    it: 'con un edificio a cupola',
    es: 'con un edificio con cúpula',
    fr: 'avec un édifice à coupole',
    de: 'mit einem Kuppelbau',
    en: 'with a domed building',
  },
  pyramid: { it: 'con una piramide', es: 'con una pirámide', fr: 'avec une pyramide', de: 'mit einer Pyramide', en: 'with a pyramid' },
  sailboat: {
    it: 'con una barca a vela',
    es: 'con un velero',
    fr: 'avec un voilier',
    de: 'mit einem Segelboot',
    en: 'with a sailing boat',
  },
  balloon: {
    it: 'con una mongolfiera',
    es: 'con un globo aerostático',
    fr: 'avec une montgolfière',
    de: 'mit einem Heißluftballon',
    en: 'with a hot-air balloon',
  },
  tower: {
    it: 'con una torre antica',
    es: 'con una torre antigua',
    fr: 'avec une tour ancienne',
    de: 'mit einem alten Turm',
    en: 'with an old tower',
  },
}

/** What the picture shows, in one language: "Rice terraces at dawn, with a pagoda". */
function describe(spec: SceneSpec, language: SeedLanguage): string {
  const landmark = spec.landmark ? `, ${LANDMARKS[spec.landmark][language]}` : ''
  return `${KINDS[spec.kind][language]} ${TIMES[spec.time][language]}${landmark}`
}

/** After a colon a description goes on in lower case, save German nouns ('Italia: cime…', 'Italien: Berggipfel…'). */
function afterColon(text: string, language: SeedLanguage): string {
  if (language === 'de' && !/^(Ein|Eine|Der|Die|Das|Grüne) /.test(text)) return text
  return text[0]!.toLowerCase() + text.slice(1)
}

/** The alternative text in every language; a country's cover starts with the country's name. */
export function altTexts(spec: SceneSpec, place?: Localized): Localized {
  const entries = (Object.keys(KINDS.mountains) as SeedLanguage[]).map((language) => [
    language,
    place ? `${place[language]}: ${afterColon(describe(spec, language), language)}` : describe(spec, language),
  ])
  return Object.fromEntries(entries) as Localized
}
