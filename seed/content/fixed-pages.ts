import type { FixedRouteName, SeedLanguage } from './types'

/** Title, then paragraphs: the demo text of the page of each fixed route. */
type Copy = [title: string, ...paragraphs: string[]]

/** Pages composed elsewhere (`COMPOSED_PAGES` in fixed-page-content.ts) have no entry here. */
export const FIXED_PAGES: Record<
  Exclude<
    FixedRouteName,
    | 'index'
    | 'faqs'
    | 'legal-terms-conditions'
    | 'legal-general-condition'
    | 'legal-privacy-policy'
    | 'legal-cancellation-policy'
    | 'contacts'
    | 'how-it-works'
    | 'age-groups'
    | 'no-sharing-room'
    | 'coordinators'
    | 'our-values'
  >,
  Record<SeedLanguage, Copy>
> = {
  travels: {
    it: [
      'Tutti i viaggi',
      'Più di 100 paesi, itinerari da una a tre settimane, partenze tutto l’anno.',
      'Filtra per destinazione, date, durata e budget per trovare il gruppo giusto per te.',
    ],
    en: [
      'All trips',
      'More than 100 countries, itineraries from one to three weeks, departures all year round.',
      'Filter by destination, dates, length and budget to find the right group for you.',
    ],
    es: [
      'Todos los viajes',
      'Más de 100 países, itinerarios de una a tres semanas y salidas durante todo el año.',
      'Filtra por destino, fechas, duración y presupuesto para encontrar el grupo ideal para ti.',
    ],
    fr: [
      'Tous les voyages',
      'Plus de 100 pays, des itinéraires d’une à trois semaines, des départs toute l’année.',
      'Filtre par destination, dates, durée et budget pour trouver le groupe qui te correspond.',
    ],
    de: [
      'Alle Reisen',
      'Mehr als 100 Länder, Routen von einer bis drei Wochen und Abreisen das ganze Jahr über.',
      'Filtere nach Reiseziel, Datum, Dauer und Budget und finde die Gruppe, die zu dir passt.',
    ],
  },
  tours: {
    it: [
      'Partenze confermate',
      'Queste partenze hanno raggiunto il numero minimo di viaggiatori: si parte di sicuro.',
      'Puoi prenotare i voli con tranquillità; i posti rimasti sono indicati su ogni data.',
    ],
    en: [
      'Confirmed departures',
      'These departures have reached their minimum number of travellers: they are going ahead.',
      'You can book your flights with peace of mind; the seats left are shown on every date.',
    ],
    es: [
      'Salidas confirmadas',
      'Estas salidas ya han alcanzado el número mínimo de viajeros: el viaje sale seguro.',
      'Puedes reservar los vuelos con tranquilidad; en cada fecha se indican las plazas que quedan.',
    ],
    fr: [
      'Départs confirmés',
      'Ces départs ont atteint le nombre minimum de voyageurs : ils partent à coup sûr.',
      'Tu peux réserver tes vols l’esprit tranquille ; les places restantes sont indiquées pour chaque date.',
    ],
    de: [
      'Bestätigte Abreisen',
      'Diese Termine haben die Mindestteilnehmerzahl erreicht: Die Reise findet garantiert statt.',
      'Du kannst deine Flüge ganz entspannt buchen; die freien Plätze stehen bei jedem Termin.',
    ],
  },
  'media-sharing': {
    it: [
      'Condividi i tuoi ricordi',
      'Foto e video del viaggio si raccolgono in un album condiviso con il gruppo.',
      'Con il tuo consenso possiamo pubblicarne alcuni sui nostri canali, sempre citando l’autore.',
    ],
    en: [
      'Share your memories',
      'Trip photos and videos are collected in an album shared with the group.',
      'With your consent we may publish some of them on our channels, always crediting the author.',
    ],
    es: [
      'Comparte tus recuerdos',
      'Las fotos y los vídeos del viaje se reúnen en un álbum compartido con el grupo.',
      'Con tu consentimiento podemos publicar algunos en nuestros canales, citando siempre al autor.',
    ],
    fr: [
      'Partage tes souvenirs',
      'Les photos et vidéos du voyage sont réunies dans un album partagé avec le groupe.',
      'Avec ton accord, nous pouvons en publier certaines sur nos réseaux, toujours en citant leur auteur.',
    ],
    de: [
      'Teile deine Erinnerungen',
      'Fotos und Videos der Reise landen in einem gemeinsamen Album der Gruppe.',
      'Mit deiner Zustimmung veröffentlichen wir einige davon auf unseren Kanälen – natürlich immer mit Namensnennung.',
    ],
  },
  'media-coordinators': {
    it: [
      'Media per i coordinatori',
      'Materiali, loghi e linee guida per raccontare i viaggi sui social con il nostro stile.',
      'Per richieste particolari scrivi al team comunicazione.',
    ],
    en: [
      'Media kit for coordinators',
      'Material, logos and guidelines to tell the story of your trips on social media in our style.',
      'For special requests, write to the communications team.',
    ],
    es: [
      'Kit de medios para coordinadores',
      'Materiales, logotipos y pautas para contar los viajes en redes sociales con nuestro estilo.',
      'Para solicitudes especiales, escribe al equipo de comunicación.',
    ],
    fr: [
      'Kit médias pour les coordinateurs',
      'Supports, logos et consignes pour raconter les voyages sur les réseaux sociaux à notre façon.',
      'Pour toute demande particulière, écris à l’équipe communication.',
    ],
    de: [
      'Medien für Koordinatoren',
      'Material, Logos und Leitlinien, um die Reisen in unserem Stil auf Social Media zu erzählen.',
      'Für besondere Anfragen schreib unserem Kommunikationsteam.',
    ],
  },
  'area-asia': {
    it: [
      'Viaggi in Asia',
      'Templi all’alba in Cambogia, street food a Bangkok, risaie a Bali: l’Asia in piccoli gruppi.',
      'Itinerari da 7 a 16 giorni con coordinatore e attività incluse.',
    ],
    en: [
      'Trips to Asia',
      'Temples at dawn in Cambodia, street food in Bangkok, rice terraces in Bali: Asia in small groups.',
      'Itineraries of 7 to 16 days with a coordinator and activities included.',
    ],
    es: [
      'Viajes a Asia',
      'Templos al amanecer en Camboya, comida callejera en Bangkok, arrozales en Bali: Asia en grupos reducidos.',
      'Itinerarios de 7 a 16 días con coordinador y actividades incluidas.',
    ],
    fr: [
      'Voyages en Asie',
      'Temples à l’aube au Cambodge, street food à Bangkok, rizières à Bali : l’Asie en petits groupes.',
      'Des itinéraires de 7 à 16 jours avec coordinateur et activités incluses.',
    ],
    de: [
      'Reisen nach Asien',
      'Tempel bei Sonnenaufgang in Kambodscha, Streetfood in Bangkok, Reisterrassen auf Bali: Asien in kleinen Gruppen.',
      'Routen von 7 bis 16 Tagen mit Koordinator und inklusive Aktivitäten.',
    ],
  },
  'area-europe': {
    it: [
      'Viaggi in Europa',
      'Fiordi norvegesi, isole greche e capitali da scoprire in un weekend lungo.',
      'Perfetti per un primo viaggio di gruppo, anche in pochi giorni.',
    ],
    en: [
      'Trips to Europe',
      'Norwegian fjords, Greek islands and capitals to discover over a long weekend.',
      'Ideal for a first group trip, even in just a few days.',
    ],
    es: [
      'Viajes por Europa',
      'Fiordos noruegos, islas griegas y capitales para descubrir en un puente.',
      'Perfectos para un primer viaje en grupo, aunque sea de pocos días.',
    ],
    fr: [
      'Voyages en Europe',
      'Fjords norvégiens, îles grecques et capitales à découvrir le temps d’un long week-end.',
      'Parfaits pour un premier voyage en groupe, même de quelques jours.',
    ],
    de: [
      'Reisen in Europa',
      'Norwegische Fjorde, griechische Inseln und Metropolen für ein langes Wochenende.',
      'Ideal für die erste Gruppenreise, auch für nur ein paar Tage.',
    ],
  },
  'area-america': {
    it: [
      'Viaggi in America',
      'Dalla Patagonia ai parchi dello Utah, dalle spiagge del Messico alle Ande del Perù.',
      'Road trip, trekking e città: scegli il ritmo che fa per te.',
    ],
    en: [
      'Trips to the Americas',
      'From Patagonia to the parks of Utah, from the beaches of Mexico to the Andes of Peru.',
      'Road trips, treks and cities: choose the pace that suits you.',
    ],
    es: [
      'Viajes a América',
      'De la Patagonia a los parques de Utah, de las playas de México a los Andes de Perú.',
      'Rutas en coche, trekking y ciudades: elige el ritmo que más te guste.',
    ],
    fr: [
      'Voyages en Amérique',
      'De la Patagonie aux parcs de l’Utah, des plages du Mexique aux Andes péruviennes.',
      'Road trips, treks et villes : choisis le rythme qui te convient.',
    ],
    de: [
      'Reisen nach Amerika',
      'Von Patagonien bis zu den Nationalparks in Utah, von den Stränden Mexikos bis zu den Anden Perus.',
      'Roadtrips, Trekkingtouren und Städte: Du entscheidest, welches Tempo zu dir passt.',
    ],
  },
  'area-africa': {
    it: [
      'Viaggi in Africa',
      'Safari in Tanzania, deserti del Marocco, spiagge di Zanzibar.',
      'Viaggi con guide locali e alloggi selezionati per vivere il continente da vicino.',
    ],
    en: [
      'Trips to Africa',
      'Safaris in Tanzania, the deserts of Morocco, the beaches of Zanzibar.',
      'Trips with local guides and hand-picked places to stay, to live the continent up close.',
    ],
    es: [
      'Viajes a África',
      'Safaris en Tanzania, desiertos de Marruecos, playas de Zanzíbar.',
      'Viajes con guías locales y alojamientos seleccionados para vivir el continente de cerca.',
    ],
    fr: [
      'Voyages en Afrique',
      'Safaris en Tanzanie, déserts du Maroc, plages de Zanzibar.',
      'Des voyages avec des guides locaux et des hébergements choisis avec soin pour vivre le continent de près.',
    ],
    de: [
      'Reisen nach Afrika',
      'Safaris in Tansania, die Wüsten Marokkos, die Strände von Sansibar.',
      'Reisen mit lokalen Guides und ausgewählten Unterkünften, um den Kontinent hautnah zu erleben.',
    ],
  },
  'area-oceania': {
    it: [
      'Viaggi in Oceania',
      'La Grande Barriera Corallina, i vulcani della Nuova Zelanda, le isole del Pacifico.',
      'Itinerari lunghi per chi vuole andare davvero lontano.',
    ],
    en: [
      'Trips to Oceania',
      'The Great Barrier Reef, the volcanoes of New Zealand, the islands of the Pacific.',
      'Longer itineraries for those who want to go really far.',
    ],
    es: [
      'Viajes a Oceanía',
      'La Gran Barrera de Coral, los volcanes de Nueva Zelanda, las islas del Pacífico.',
      'Itinerarios largos para quienes quieren llegar realmente lejos.',
    ],
    fr: [
      'Voyages en Océanie',
      'La Grande Barrière de corail, les volcans de Nouvelle-Zélande, les îles du Pacifique.',
      'Des itinéraires longs pour celles et ceux qui veulent aller vraiment loin.',
    ],
    de: [
      'Reisen nach Ozeanien',
      'Das Great Barrier Reef, die Vulkane Neuseelands, die Inseln des Pazifiks.',
      'Lange Routen für alle, die richtig weit weg wollen.',
    ],
  },
  'area-antarctica': {
    it: [
      'Viaggi in Antartide',
      'Una spedizione in nave tra iceberg, pinguini e balene, partendo da Ushuaia.',
      'Poche partenze all’anno, durante l’estate australe.',
    ],
    en: [
      'Trips to Antarctica',
      'An expedition cruise among icebergs, penguins and whales, setting sail from Ushuaia.',
      'A handful of departures a year, during the southern summer.',
    ],
    es: [
      'Viajes a la Antártida',
      'Una expedición en barco entre icebergs, pingüinos y ballenas, zarpando desde Ushuaia.',
      'Pocas salidas al año, durante el verano austral.',
    ],
    fr: [
      'Voyages en Antarctique',
      'Une croisière d’expédition entre icebergs, manchots et baleines, au départ d’Ushuaïa.',
      'Quelques départs par an, pendant l’été austral.',
    ],
    de: [
      'Reisen in die Antarktis',
      'Eine Expeditionskreuzfahrt zwischen Eisbergen, Pinguinen und Walen, ab Ushuaia.',
      'Nur wenige Abreisen im Jahr, im Südsommer.',
    ],
  },
  'wemeet-by-product': {
    it: [
      'WeMeet',
      'Eventi dal vivo nella tua città per conoscere altri viaggiatori prima di partire.',
      'Aperitivi, escursioni e serate a tema: trova il prossimo incontro vicino a te.',
    ],
    en: [
      'WeMeet',
      'In-person events in your city to meet other travellers before you go.',
      'Drinks, day trips and themed evenings: find the next meet-up near you.',
    ],
    es: [
      'WeMeet',
      'Eventos presenciales en tu ciudad para conocer a otros viajeros antes de salir.',
      'Aperitivos, excursiones y noches temáticas: encuentra el próximo encuentro cerca de ti.',
    ],
    fr: [
      'WeMeet',
      'Des événements dans ta ville pour rencontrer d’autres voyageurs avant de partir.',
      'Apéros, sorties à la journée et soirées à thème : trouve la prochaine rencontre près de chez toi.',
    ],
    de: [
      'WeMeet',
      'Events in deiner Stadt, um andere Reisende schon vor der Abreise kennenzulernen.',
      'Drinks, Tagesausflüge und Themenabende: Finde das nächste Treffen in deiner Nähe.',
    ],
  },
  'wemeet-by-product-about': {
    it: [
      'Cos’è WeMeet',
      'WeMeet nasce dalla nostra community: persone che si sono conosciute in viaggio e vogliono continuare a vedersi.',
      'Gli eventi sono organizzati da membri della community e sono aperti a tutti.',
    ],
    en: [
      'About WeMeet',
      'WeMeet grew out of our community: people who met on a trip and wanted to keep seeing each other.',
      'Events are organised by community members and open to everyone.',
    ],
    es: [
      'Qué es WeMeet',
      'WeMeet nace de nuestra comunidad: personas que se conocieron en un viaje y quieren seguir viéndose.',
      'Los eventos los organizan miembros de la comunidad y están abiertos a todos.',
    ],
    fr: [
      'À propos de WeMeet',
      'WeMeet est né de notre communauté : des personnes qui se sont rencontrées en voyage et veulent continuer à se voir.',
      'Les événements sont organisés par des membres de la communauté et ouverts à tous.',
    ],
    de: [
      'Über WeMeet',
      'WeMeet ist aus unserer Community entstanden: Menschen, die sich auf einer Reise kennengelernt haben und sich weiter treffen wollen.',
      'Die Events werden von Mitgliedern der Community organisiert und sind offen für alle.',
    ],
  },
}
