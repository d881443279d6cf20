export type EventLanguage = 'it' | 'es' | 'fr' | 'en'

export type SeedVenue = { name: string; address: string; latitude: number; longitude: number }

export type SeedCity = {
  slug: string
  name: Record<EventLanguage, string>
  /** ISO 3166-1 alpha-2. */
  country: string
  /** IANA time zone. */
  timeZone: string
  /** Indoor meeting places: 3 per city. */
  indoor: SeedVenue[]
  /** Outdoor meeting points (a park entrance, a square, a trailhead): 3 per city. */
  outdoor: SeedVenue[]
}

/**
 * The cities where WeMeet events take place. Outdoor venues are real public places; indoor ones are
 * rooms named after their neighbourhood, placed on a real street of it.
 */
export const EVENT_CITIES: readonly SeedCity[] = [
  {
    slug: 'milano',
    name: { it: 'Milano', es: 'Milán', fr: 'Milan', en: 'Milan' },
    country: 'IT',
    timeZone: 'Europe/Rome',
    indoor: [
      { name: 'Sala WeMeet – Isola', address: 'Via Pietro Borsieri 20, 20159 Milano', latitude: 45.4876, longitude: 9.186 },
      { name: 'Sala WeMeet – Paolo Sarpi', address: 'Via Paolo Sarpi 10, 20154 Milano', latitude: 45.4822, longitude: 9.18 },
      { name: 'Sala WeMeet – Navigli', address: 'Ripa di Porta Ticinese 39, 20143 Milano', latitude: 45.4508, longitude: 9.1728 },
    ],
    outdoor: [
      { name: 'Parco Sempione – Arco della Pace', address: 'Piazza Sempione, 20154 Milano', latitude: 45.4757, longitude: 9.1724 },
      {
        name: 'Giardini Indro Montanelli – ingresso di Piazza Cavour',
        address: 'Piazza Cavour, 20121 Milano',
        latitude: 45.4732,
        longitude: 9.1957,
      },
      { name: 'Piazza Gae Aulenti', address: 'Piazza Gae Aulenti, 20154 Milano', latitude: 45.4838, longitude: 9.1903 },
    ],
  },
  {
    slug: 'roma',
    name: { it: 'Roma', es: 'Roma', fr: 'Rome', en: 'Rome' },
    country: 'IT',
    timeZone: 'Europe/Rome',
    indoor: [
      { name: 'Sala WeMeet – Monti', address: 'Via dei Serpenti 80, 00184 Roma', latitude: 41.8968, longitude: 12.4917 },
      { name: 'Sala WeMeet – Trastevere', address: 'Via della Lungaretta 100, 00153 Roma', latitude: 41.8893, longitude: 12.472 },
      { name: 'Sala WeMeet – Pigneto', address: 'Via del Pigneto 60, 00176 Roma', latitude: 41.8884, longitude: 12.53 },
    ],
    outdoor: [
      {
        name: 'Villa Borghese – Terrazza del Pincio',
        address: 'Piazzale Napoleone I, 00187 Roma',
        latitude: 41.9112,
        longitude: 12.4797,
      },
      { name: 'Circo Massimo', address: 'Via del Circo Massimo, 00186 Roma', latitude: 41.8862, longitude: 12.4853 },
      {
        name: 'Parco dell’Appia Antica – Punto informativo',
        address: 'Via Appia Antica 58, 00179 Roma',
        latitude: 41.8668,
        longitude: 12.5026,
      },
    ],
  },
  {
    slug: 'bologna',
    name: { it: 'Bologna', es: 'Bolonia', fr: 'Bologne', en: 'Bologna' },
    country: 'IT',
    timeZone: 'Europe/Rome',
    indoor: [
      {
        name: 'Sala WeMeet – Zona universitaria',
        address: 'Via Zamboni 24, 40126 Bologna',
        latitude: 44.4964,
        longitude: 11.3508,
      },
      { name: 'Sala WeMeet – Pratello', address: 'Via del Pratello 40, 40122 Bologna', latitude: 44.4948, longitude: 11.33 },
      { name: 'Sala WeMeet – Santo Stefano', address: 'Via Santo Stefano 70, 40125 Bologna', latitude: 44.4894, longitude: 11.3516 },
    ],
    outdoor: [
      { name: 'Piazza Maggiore', address: 'Piazza Maggiore, 40124 Bologna', latitude: 44.4938, longitude: 11.3426 },
      {
        name: 'Giardini Margherita – ingresso di Porta Santo Stefano',
        address: 'Piazza di Porta Santo Stefano, 40125 Bologna',
        latitude: 44.4843,
        longitude: 11.3562,
      },
      {
        name: 'Portico di San Luca – Arco del Meloncello',
        address: 'Via Saragozza, 40135 Bologna',
        latitude: 44.4902,
        longitude: 11.311,
      },
    ],
  },
  {
    slug: 'torino',
    name: { it: 'Torino', es: 'Turín', fr: 'Turin', en: 'Turin' },
    country: 'IT',
    timeZone: 'Europe/Rome',
    indoor: [
      {
        name: 'Sala WeMeet – Quadrilatero',
        address: 'Via Giuseppe Garibaldi 25, 10122 Torino',
        latitude: 45.0732,
        longitude: 7.68,
      },
      { name: 'Sala WeMeet – San Salvario', address: 'Via Madama Cristina 50, 10125 Torino', latitude: 45.058, longitude: 7.68 },
      { name: 'Sala WeMeet – Vanchiglia', address: 'Via Vanchiglia 20, 10124 Torino', latitude: 45.0698, longitude: 7.6988 },
    ],
    outdoor: [
      {
        name: 'Parco del Valentino – Castello del Valentino',
        address: 'Viale Mattioli 39, 10125 Torino',
        latitude: 45.0544,
        longitude: 7.6856,
      },
      { name: 'Piazza Vittorio Veneto', address: 'Piazza Vittorio Veneto, 10124 Torino', latitude: 45.0648, longitude: 7.6955 },
      {
        name: 'Monte dei Cappuccini – belvedere',
        address: 'Piazzale Monte dei Cappuccini, 10131 Torino',
        latitude: 45.0597,
        longitude: 7.6972,
      },
    ],
  },
  {
    slug: 'napoli',
    name: { it: 'Napoli', es: 'Nápoles', fr: 'Naples', en: 'Naples' },
    country: 'IT',
    timeZone: 'Europe/Rome',
    indoor: [
      { name: 'Sala WeMeet – Chiaia', address: 'Via Chiaia 40, 80132 Napoli', latitude: 40.8371, longitude: 14.2472 },
      { name: 'Sala WeMeet – Centro storico', address: 'Via dei Tribunali 150, 80138 Napoli', latitude: 40.8507, longitude: 14.2575 },
      { name: 'Sala WeMeet – Vomero', address: 'Via Alessandro Scarlatti 60, 80129 Napoli', latitude: 40.8437, longitude: 14.2295 },
    ],
    outdoor: [
      { name: 'Piazza del Plebiscito', address: 'Piazza del Plebiscito, 80132 Napoli', latitude: 40.8358, longitude: 14.2488 },
      {
        name: 'Villa Comunale – ingresso di Piazza Vittoria',
        address: 'Piazza Vittoria, 80121 Napoli',
        latitude: 40.8327,
        longitude: 14.2404,
      },
      {
        name: 'Largo San Martino – belvedere della Certosa',
        address: 'Largo San Martino, 80129 Napoli',
        latitude: 40.8435,
        longitude: 14.24,
      },
    ],
  },
  {
    slug: 'madrid',
    name: { it: 'Madrid', es: 'Madrid', fr: 'Madrid', en: 'Madrid' },
    country: 'ES',
    timeZone: 'Europe/Madrid',
    indoor: [
      {
        name: 'Sala WeMeet – Malasaña',
        address: 'Calle del Espíritu Santo, 20, 28004 Madrid',
        latitude: 40.4247,
        longitude: -3.705,
      },
      { name: 'Sala WeMeet – Lavapiés', address: 'Calle de Argumosa, 15, 28012 Madrid', latitude: 40.4082, longitude: -3.6993 },
      { name: 'Sala WeMeet – La Latina', address: 'Calle de la Cava Baja, 20, 28005 Madrid', latitude: 40.4121, longitude: -3.7091 },
    ],
    outdoor: [
      {
        name: 'Parque del Retiro – Puerta de la Independencia',
        address: 'Plaza de la Independencia, 28001 Madrid',
        latitude: 40.4197,
        longitude: -3.6874,
      },
      {
        name: 'Templo de Debod – Parque del Oeste',
        address: 'Calle de Ferraz, 1, 28008 Madrid',
        latitude: 40.424,
        longitude: -3.7176,
      },
      { name: 'Puerta del Sol – El Oso y el Madroño', address: 'Puerta del Sol, 28013 Madrid', latitude: 40.4169, longitude: -3.7033 },
    ],
  },
  {
    slug: 'barcelona',
    name: { it: 'Barcellona', es: 'Barcelona', fr: 'Barcelone', en: 'Barcelona' },
    country: 'ES',
    timeZone: 'Europe/Madrid',
    indoor: [
      { name: 'Sala WeMeet – Gràcia', address: 'Carrer de Verdi, 40, 08012 Barcelona', latitude: 41.4036, longitude: 2.1565 },
      { name: 'Sala WeMeet – El Born', address: 'Passeig del Born, 15, 08003 Barcelona', latitude: 41.3848, longitude: 2.1829 },
      {
        name: 'Sala WeMeet – Poblenou',
        address: 'Rambla del Poblenou, 130, 08018 Barcelona',
        latitude: 41.404,
        longitude: 2.1975,
      },
    ],
    outdoor: [
      {
        name: 'Arc de Triomf – Passeig de Lluís Companys',
        address: 'Passeig de Lluís Companys, 08003 Barcelona',
        latitude: 41.391,
        longitude: 2.1806,
      },
      {
        name: 'Bunkers del Carmel – Turó de la Rovira',
        address: 'Carrer de Marià Labèrnia, 08032 Barcelona',
        latitude: 41.4195,
        longitude: 2.1618,
      },
      { name: 'Plaça de Catalunya', address: 'Plaça de Catalunya, 08002 Barcelona', latitude: 41.387, longitude: 2.1701 },
    ],
  },
  {
    slug: 'paris',
    name: { it: 'Parigi', es: 'París', fr: 'Paris', en: 'Paris' },
    country: 'FR',
    timeZone: 'Europe/Paris',
    indoor: [
      {
        name: 'Salle WeMeet – Canal Saint-Martin',
        address: '30 rue Beaurepaire, 75010 Paris',
        latitude: 48.8683,
        longitude: 2.362,
      },
      { name: 'Salle WeMeet – Marais', address: '40 rue Vieille-du-Temple, 75004 Paris', latitude: 48.8575, longitude: 2.3571 },
      { name: 'Salle WeMeet – Oberkampf', address: '100 rue Oberkampf, 75011 Paris', latitude: 48.8655, longitude: 2.3772 },
    ],
    outdoor: [
      {
        name: 'Jardin du Luxembourg – entrée place Edmond-Rostand',
        address: 'Place Edmond-Rostand, 75006 Paris',
        latitude: 48.8466,
        longitude: 2.3401,
      },
      {
        name: 'Parc des Buttes-Chaumont – entrée place Armand-Carrel',
        address: 'Place Armand-Carrel, 75019 Paris',
        latitude: 48.8823,
        longitude: 2.382,
      },
      {
        name: 'Bassin de la Villette – Rotonde de Stalingrad',
        address: 'Place de la Bataille-de-Stalingrad, 75019 Paris',
        latitude: 48.8838,
        longitude: 2.3696,
      },
    ],
  },
  {
    slug: 'lyon',
    name: { it: 'Lione', es: 'Lyon', fr: 'Lyon', en: 'Lyon' },
    country: 'FR',
    timeZone: 'Europe/Paris',
    indoor: [
      {
        name: 'Salle WeMeet – Croix-Rousse',
        address: '40 Grande Rue de la Croix-Rousse, 69004 Lyon',
        latitude: 45.7752,
        longitude: 4.8305,
      },
      { name: 'Salle WeMeet – Presqu’île', address: '30 rue Mercière, 69002 Lyon', latitude: 45.7624, longitude: 4.8321 },
      { name: 'Salle WeMeet – Guillotière', address: '40 rue de Marseille, 69007 Lyon', latitude: 45.752, longitude: 4.8425 },
    ],
    outdoor: [
      {
        name: 'Parc de la Tête d’Or – porte des Enfants-du-Rhône',
        address: 'Place du Général-Leclerc, 69006 Lyon',
        latitude: 45.7771,
        longitude: 4.845,
      },
      { name: 'Place Bellecour – statue de Louis XIV', address: 'Place Bellecour, 69002 Lyon', latitude: 45.7578, longitude: 4.832 },
      {
        name: 'Fourvière – esplanade de la basilique',
        address: 'Place de Fourvière, 69005 Lyon',
        latitude: 45.7622,
        longitude: 4.8225,
      },
    ],
  },
  {
    slug: 'new-york',
    name: { it: 'New York', es: 'Nueva York', fr: 'New York', en: 'New York' },
    country: 'US',
    timeZone: 'America/New_York',
    indoor: [
      {
        name: 'WeMeet Room – Williamsburg',
        address: '180 Bedford Ave, Brooklyn, NY 11211',
        latitude: 40.7174,
        longitude: -73.9568,
      },
      { name: 'WeMeet Room – East Village', address: '115 E 7th St, New York, NY 10009', latitude: 40.7257, longitude: -73.9843 },
      {
        name: 'WeMeet Room – Upper West Side',
        address: '400 Amsterdam Ave, New York, NY 10024',
        latitude: 40.7825,
        longitude: -73.9789,
      },
    ],
    outdoor: [
      {
        name: 'Central Park – Merchants’ Gate',
        address: 'Columbus Circle, New York, NY 10019',
        latitude: 40.7683,
        longitude: -73.9815,
      },
      {
        name: 'Washington Square Park – the Arch',
        address: 'Washington Square N & 5th Ave, New York, NY 10012',
        latitude: 40.7312,
        longitude: -73.9971,
      },
      {
        name: 'Prospect Park – Grand Army Plaza entrance',
        address: 'Grand Army Plaza, Brooklyn, NY 11238',
        latitude: 40.6722,
        longitude: -73.97,
      },
    ],
  },
]
