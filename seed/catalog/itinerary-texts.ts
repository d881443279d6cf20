import type { SeedLanguage } from '../content/types'

type Words = Record<SeedLanguage, string>
/** A day's title and paragraph in every language; `{place}`, `{from}` and `{to}` are filled in. */
export type DayText = { title: Words; text: Words }

/** How a trip spends its days out: the activity its theme calls for. */
export type Activity = 'culture' | 'nature' | 'safari' | 'trekking' | 'beach' | 'sailing' | 'nightlife' | 'road' | 'expedition'

export const ARRIVAL: DayText = {
  title: { it: 'Arrivo a {place}', es: 'Llegada a {place}', fr: 'Arrivée à {place}', de: 'Ankunft in {place}', en: 'Arrival in {place}' },
  text: {
    it: 'Arrivi a {place} e raggiungi l’alloggio. In serata il coordinatore riunisce il gruppo: presentazioni, il programma dei prossimi giorni e la prima cena insieme.',
    es: 'Llegas a {place} y te instalas en el alojamiento. Por la tarde el coordinador reúne al grupo: presentaciones, el plan de los próximos días y la primera cena juntos.',
    fr: 'Tu arrives à {place} et tu poses ton sac à l’hébergement. Le soir, le coordinateur réunit le groupe : présentations, programme des jours à venir et premier dîner ensemble.',
    de: 'Du kommst in {place} an und beziehst die Unterkunft. Am Abend trommelt der Koordinator die Gruppe zusammen: Vorstellungsrunde, der Plan für die nächsten Tage und das erste gemeinsame Abendessen.',
    en: 'You arrive in {place} and check in. In the evening the coordinator gathers the group: introductions, the plan for the days ahead and a first dinner together.',
  },
}

export const DEPARTURE: DayText = {
  title: {
    it: 'Ultimo giorno a {place}',
    es: 'Despedida en {place}',
    fr: 'Au revoir, {place}',
    de: 'Abschied in {place}',
    en: 'Goodbye from {place}',
  },
  text: {
    it: 'Ultima colazione insieme a {place}, un giro per gli acquisti dell’ultimo minuto e i saluti. Ognuno riparte verso casa con qualche amico in più.',
    es: 'Último desayuno juntos en {place}, una vuelta para las compras de última hora y las despedidas. Cada uno vuelve a casa con algunos amigos más.',
    fr: 'Dernier petit-déjeuner ensemble à {place}, un tour pour les achats de dernière minute, puis les au revoir. Chacun rentre avec quelques amis de plus.',
    de: 'Letztes gemeinsames Frühstück in {place}, noch schnell ein paar Mitbringsel besorgen, dann heißt es Abschied nehmen. Alle fahren mit ein paar neuen Freunden nach Hause.',
    en: 'A last breakfast together in {place}, a final wander for souvenirs, then goodbyes. Everyone heads home with a few more friends than they came with.',
  },
}

export const TRANSFER: DayText = {
  title: { it: 'Da {from} a {to}', es: 'De {from} a {to}', fr: 'De {from} à {to}', de: 'Von {from} nach {to}', en: 'From {from} to {to}' },
  text: {
    it: 'Si parte in mattinata da {from} verso {to}, con qualche sosta lungo la strada per sgranchirsi le gambe e fare foto. Nel pomeriggio ci sistemiamo e facciamo un primo giro per orientarci.',
    es: 'Salimos por la mañana de {from} hacia {to}, con alguna parada por el camino para estirar las piernas y hacer fotos. Por la tarde nos instalamos y damos una primera vuelta para orientarnos.',
    fr: 'Départ le matin de {from} vers {to}, avec quelques arrêts en route pour se dégourdir les jambes et prendre des photos. L’après-midi, on s’installe et on fait un premier tour pour se repérer.',
    de: 'Am Morgen geht es von {from} nach {to}, mit ein paar Stopps unterwegs zum Beinevertreten und Fotografieren. Am Nachmittag beziehen wir die Unterkunft und drehen eine erste Runde zur Orientierung.',
    en: 'We leave {from} in the morning for {to}, stopping along the way to stretch our legs and take photos. In the afternoon we settle in and take a first look around.',
  },
}

export const SAILING_TRANSFER: DayText = {
  title: { it: 'Rotta verso {to}', es: 'Rumbo a {to}', fr: 'Cap sur {to}', de: 'Kurs auf {to}', en: 'Setting course for {to}' },
  text: {
    it: 'Lasciamo {from} e navighiamo verso {to}. Il tempo a bordo passa tra turni al timone, letture sul ponte e l’occhio sempre puntato all’orizzonte.',
    es: 'Dejamos {from} y navegamos hacia {to}. El tiempo a bordo pasa entre turnos al timón, lecturas en cubierta y la mirada siempre puesta en el horizonte.',
    fr: 'On quitte {from} pour naviguer vers {to}. À bord, le temps passe entre quarts à la barre, lectures sur le pont et regards tournés vers l’horizon.',
    de: 'Wir verlassen {from} und nehmen Kurs auf {to}. An Bord vergeht die Zeit mit Schichten am Steuer, Lesen an Deck und dem Blick zum Horizont.',
    en: 'We leave {from} behind and sail for {to}. Time on board goes by in turns at the helm, reading on deck and keeping an eye on the horizon.',
  },
}

export const FREE_DAY: DayText = {
  title: {
    it: 'Giornata libera a {place}',
    es: 'Día libre en {place}',
    fr: 'Journée libre à {place}',
    de: 'Freier Tag in {place}',
    en: 'A free day in {place}',
  },
  text: {
    it: 'Oggi decidi tu: c’è chi si riposa, chi torna nei posti che gli sono piaciuti di più e chi segue il coordinatore in un’escursione facoltativa. Ci si ritrova la sera per cena.',
    es: 'Hoy decides tú: hay quien descansa, quien vuelve a los rincones que más le gustaron y quien sigue al coordinador en una excursión opcional. Nos reencontramos por la noche para cenar.',
    fr: 'Aujourd’hui, c’est toi qui choisis : certains se reposent, d’autres retournent dans leurs coins préférés ou suivent le coordinateur pour une excursion facultative. On se retrouve le soir pour dîner.',
    de: 'Heute entscheidest du: Manche ruhen sich aus, andere kehren an ihre Lieblingsorte zurück oder schließen sich dem Koordinator für einen freiwilligen Ausflug an. Am Abend treffen sich alle zum Essen.',
    en: 'Today is yours: some rest, some go back to the spots they liked best, others join the coordinator on an optional outing. We meet again for dinner.',
  },
}
