import type { DayText } from './itinerary-texts'

/** A sailing trip starts on board: no check-in at a hotel. */
export const SAILING_ARRIVAL: DayText = {
  title: {
    it: 'Imbarco a {place}',
    es: 'Embarque en {place}',
    fr: 'Embarquement à {place}',
    de: 'An Bord in {place}',
    en: 'All aboard in {place}',
  },
  text: {
    it: 'Arrivi a {place} e sali a bordo: sistemazione in cabina, un briefing con lo skipper e il coordinatore sulla vita in barca e la prima cena tutti insieme in pozzetto.',
    es: 'Llegas a {place} y subes a bordo: te instalas en el camarote, el patrón y el coordinador explican cómo es la vida en el barco y cenamos todos juntos por primera vez en la bañera.',
    fr: 'Tu arrives à {place} et tu montes à bord : installation en cabine, briefing avec le skipper et le coordinateur sur la vie à bord, puis premier dîner tous ensemble dans le cockpit.',
    de: 'Du kommst in {place} an und gehst an Bord: Kabine beziehen, Einweisung durch Skipper und Koordinator in das Leben an Bord und das erste gemeinsame Abendessen im Cockpit.',
    en: 'You arrive in {place} and step aboard: settling into the cabins, a briefing from the skipper and the coordinator on life on board, then a first dinner together in the cockpit.',
  },
}

/** An expedition boards its ship at the first place: no hotels, no shops down there. */
export const EXPEDITION_ARRIVAL: DayText = {
  title: {
    it: 'Imbarco a {place}',
    es: 'Embarque en {place}',
    fr: 'Embarquement à {place}',
    de: 'Einschiffung: {place}',
    en: 'Boarding at {place}',
  },
  text: {
    it: 'Il gruppo si ritrova a {place} e sale a bordo della nave da spedizione: sistemazione in cabina, esercitazione di sicurezza e un primo incontro con il coordinatore e le guide naturaliste.',
    es: 'El grupo se reúne en {place} y sube a bordo del barco de expedición: instalación en los camarotes, simulacro de seguridad y un primer encuentro con el coordinador y los guías naturalistas.',
    fr: 'Le groupe se retrouve à {place} et embarque sur le navire d’expédition : installation en cabine, exercice de sécurité et première rencontre avec le coordinateur et les guides naturalistes.',
    de: 'Die Gruppe trifft sich in {place} und geht an Bord des Expeditionsschiffs: Kabinen beziehen, Sicherheitsübung und ein erstes Treffen mit dem Koordinator und den Naturführern.',
    en: 'The group meets in {place} and boards the expedition ship: settling into the cabins, a safety drill and a first meeting with the coordinator and the naturalist guides.',
  },
}

/** Between two places an expedition ship spends a day at sea. */
export const EXPEDITION_TRANSFER: DayText = {
  title: {
    it: 'In navigazione verso {to}',
    es: 'Navegando hacia {to}',
    fr: 'En mer vers {to}',
    de: 'Seetag mit Kurs auf {to}',
    en: 'At sea towards {to}',
  },
  text: {
    it: 'Giornata di navigazione da {from} a {to}: conferenze sulla fauna e sulla storia delle esplorazioni, birdwatching dal ponte e, con un po’ di fortuna, le prime balene all’orizzonte.',
    es: 'Día de navegación de {from} a {to}: charlas sobre la fauna y la historia de las exploraciones, observación de aves desde cubierta y, con un poco de suerte, las primeras ballenas en el horizonte.',
    fr: 'Journée en mer de {from} à {to} : conférences sur la faune et l’histoire des explorations, observation des oiseaux depuis le pont et, avec un peu de chance, les premières baleines à l’horizon.',
    de: 'Ein Seetag von {from} nach {to}: Vorträge über die Tierwelt und die Geschichte der Entdecker, Vogelbeobachtung an Deck und mit etwas Glück die ersten Wale am Horizont.',
    en: 'A day at sea from {from} to {to}: talks on the wildlife and the history of exploration, birdwatching from the deck and, with luck, the first whales on the horizon.',
  },
}

export const EXPEDITION_DEPARTURE: DayText = {
  title: {
    it: 'Ultimo sbarco a {place} e rientro',
    es: 'Último desembarco en {place} y regreso',
    fr: 'Dernier débarquement à {place} et retour',
    de: 'Letzte Anlandung bei {place} und Heimreise',
    en: 'A last landing at {place}, then home',
  },
  text: {
    it: 'Se il tempo lo permette, un ultimo sbarco a {place} all’alba; poi la nave fa rotta verso il porto, dove ci si saluta promettendo di rivedersi. Si torna a casa con gli occhi pieni di ghiaccio.',
    es: 'Si el tiempo lo permite, un último desembarco en {place} al amanecer; después el barco pone rumbo al puerto, donde nos despedimos prometiendo volver a vernos. Volvemos a casa con los ojos llenos de hielo.',
    fr: 'Si la météo le permet, un dernier débarquement à {place} à l’aube ; puis le navire met le cap sur le port, où l’on se quitte en promettant de se revoir. On rentre les yeux pleins de glace.',
    de: 'Wenn das Wetter mitspielt, bei Sonnenaufgang eine letzte Anlandung bei {place}; dann nimmt das Schiff Kurs auf den Hafen, wo wir uns verabschieden und versprechen, uns wiederzusehen. Im Kopf bleiben Bilder voller Eis.',
    en: 'Weather permitting, a last landing at {place} at dawn; then the ship heads for port, where we say goodbye and promise to meet again. Everyone goes home with eyes full of ice.',
  },
}
