import type { Localized } from '../content/types'

/** First names reviewers sign with, per language. */
export const REVIEWER_NAMES: Localized<string[]> = {
  it: ['Chiara', 'Luca', 'Francesca', 'Davide', 'Martina', 'Alessandro', 'Silvia', 'Matteo', 'Elena', 'Stefano', 'Valentina', 'Paolo'],
  es: ['Lucía', 'Javier', 'Marta', 'Pablo', 'Carmen', 'Sergio', 'Laura', 'Diego', 'Ana', 'Álvaro', 'Irene', 'Raúl'],
  fr: ['Camille', 'Julien', 'Manon', 'Thomas', 'Léa', 'Nicolas', 'Chloé', 'Antoine', 'Sarah', 'Maxime', 'Élodie', 'Hugo'],
  de: ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Lena', 'Felix', 'Hannah', 'Tobias', 'Julia', 'Moritz', 'Katrin', 'Jan'],
  en: ['Emma', 'James', 'Olivia', 'Tom', 'Grace', 'Daniel', 'Chloe', 'Sam', 'Hannah', 'Ben', 'Lucy', 'Ryan'],
}

type Sentences = Localized<string[]>

/** Openings by how the trip went: `{coordinator}` is the trip's coordinator. */
const LOVED: Sentences = {
  it: [
    'Viaggio fantastico, organizzato nei minimi dettagli.',
    'Una delle esperienze più belle della mia vita.',
    'Ho prenotato senza conoscere nessuno e a casa ho portato dieci nuovi amici.',
    'Itinerario perfetto: abbiamo visto tantissimo senza mai correre.',
  ],
  es: [
    'Un viaje increíble, organizado al detalle.',
    'Una de las mejores experiencias de mi vida.',
    'Reservé sin conocer a nadie y volví a casa con diez amigos nuevos.',
    'Itinerario perfecto: vimos muchísimo sin ir con prisas.',
  ],
  fr: [
    'Voyage fantastique, organisé dans les moindres détails.',
    'Une des plus belles expériences de ma vie.',
    'J’ai réservé sans connaître personne et je rentre avec dix nouveaux amis.',
    'Itinéraire parfait : on a vu énormément de choses sans jamais courir.',
  ],
  de: [
    'Eine fantastische Reise, bis ins Detail organisiert.',
    'Eines der schönsten Erlebnisse meines Lebens.',
    'Allein losgefahren, mit zehn neuen Freunden zurückgekommen.',
    'Perfekte Route: Wir haben unglaublich viel gesehen, ohne zu hetzen.',
  ],
  en: [
    'A fantastic trip, organised down to the last detail.',
    'One of the best experiences of my life.',
    'I went alone and came back with ten new friends.',
    'A perfect itinerary: we saw so much without ever rushing.',
  ],
}

const LIKED: Sentences = {
  it: [
    'Bel viaggio, qualche giornata un po’ troppo piena.',
    'Esperienza molto positiva, anche se alcuni alloggi erano semplici.',
    'Gruppo affiatato e posti bellissimi, consigliato.',
  ],
  es: [
    'Buen viaje, aunque algún día fue demasiado intenso.',
    'Experiencia muy positiva, aunque algunos alojamientos eran sencillos.',
    'Grupo muy unido y lugares preciosos, lo recomiendo.',
  ],
  fr: [
    'Beau voyage, quelques journées un peu trop chargées.',
    'Expérience très positive, même si certains hébergements étaient simples.',
    'Groupe soudé et endroits magnifiques, je recommande.',
  ],
  de: [
    'Schöne Reise, manche Tage waren etwas zu voll.',
    'Sehr positive Erfahrung, auch wenn einige Unterkünfte einfach waren.',
    'Tolle Gruppe und wunderschöne Orte, empfehlenswert.',
  ],
  en: [
    'A lovely trip, though a couple of days were a bit too packed.',
    'A very good experience, even if some of the places we stayed were basic.',
    'A close-knit group and beautiful places, recommended.',
  ],
}

const MIXED: Sentences = {
  it: ['Luoghi splendidi, ma troppe ore di trasferimento.', 'Nel complesso ok, però il ritmo non faceva per me.'],
  es: ['Lugares espléndidos, pero demasiadas horas de traslado.', 'En general bien, pero el ritmo no era para mí.'],
  fr: ['Des lieux splendides, mais trop d’heures de transfert.', 'Globalement correct, mais le rythme n’était pas pour moi.'],
  de: ['Wunderschöne Orte, aber zu viele Stunden im Bus.', 'Insgesamt okay, aber das Tempo war nichts für mich.'],
  en: ['Stunning places, but far too many hours on the road.', 'Fine overall, but the pace was not for me.'],
}

const DISLIKED: Sentences = {
  it: [
    'Non rifarei questo itinerario: troppi cambi di programma.',
    'Alloggi sotto le aspettative e poca comunicazione prima della partenza.',
  ],
  es: [
    'No repetiría este itinerario: demasiados cambios de planes.',
    'Alojamientos por debajo de lo esperado y poca comunicación antes de salir.',
  ],
  fr: [
    'Je ne referais pas cet itinéraire : trop de changements de programme.',
    'Hébergements décevants et peu de communication avant le départ.',
  ],
  de: [
    'Diese Route würde ich nicht noch einmal machen: zu viele Programmänderungen.',
    'Unterkünfte unter den Erwartungen und wenig Kommunikation vor der Abreise.',
  ],
  en: [
    'I would not do this itinerary again: too many changes of plan.',
    'The accommodation fell short and there was little news before we left.',
  ],
}

/** Closings about the coordinator, for the good ratings. */
const COORDINATOR_PRAISE: Sentences = {
  it: [
    'Grazie a {coordinator}, sempre presente e pieno di consigli.',
    '{coordinator} ha tenuto insieme il gruppo con un’energia contagiosa.',
  ],
  es: ['Gracias a {coordinator}, siempre pendiente de todos.', '{coordinator} mantuvo unido al grupo con una energía contagiosa.'],
  fr: ['Merci à {coordinator}, toujours là pour nous.', '{coordinator} a porté le groupe avec une énergie contagieuse.'],
  de: ['Danke an {coordinator}, immer für uns da.', '{coordinator} hat die Gruppe mit ansteckender Energie zusammengehalten.'],
  en: ['Thanks to {coordinator}, who was always there for us.', '{coordinator} kept the group together with contagious energy.'],
}

/** What each rating draws its sentences from. */
export const REVIEW_SENTENCES: Record<1 | 2 | 3 | 4 | 5, Sentences[]> = {
  5: [LOVED, COORDINATOR_PRAISE],
  4: [LIKED, COORDINATOR_PRAISE],
  3: [MIXED],
  2: [DISLIKED],
  1: [DISLIKED],
}
