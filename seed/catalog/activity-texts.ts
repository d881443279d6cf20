import type { Activity, DayText } from './itinerary-texts'

/** A full day out at one place, as each kind of trip spends it. */
export const ACTIVITY_DAYS: Record<Activity, DayText> = {
  culture: {
    title: { it: '{place} a piedi', es: '{place} a pie', fr: '{place} à pied', de: '{place} zu Fuß', en: '{place} on foot' },
    text: {
      it: 'Una giornata intera per {place}: il centro storico con il coordinatore, una pausa al mercato per assaggiare i piatti del posto e il pomeriggio libero per perdersi tra vicoli e botteghe.',
      es: 'Un día entero para {place}: el casco antiguo con el coordinador, una parada en el mercado para probar los platos locales y la tarde libre para perderse entre callejuelas y tiendas.',
      fr: 'Une journée entière pour {place} : le centre historique avec le coordinateur, une pause au marché pour goûter les spécialités et l’après-midi libre pour se perdre dans les ruelles.',
      de: 'Ein ganzer Tag für {place}: die Altstadt mit dem Koordinator, ein Abstecher auf den Markt zum Probieren der lokalen Küche und ein freier Nachmittag zum Bummeln durch Gassen und Läden.',
      en: 'A whole day for {place}: the old town with the coordinator, a stop at the market to taste the local dishes and a free afternoon to get lost in the lanes and little shops.',
    },
  },
  nature: {
    title: {
      it: 'Sentieri intorno a {place}',
      es: 'Senderos alrededor de {place}',
      fr: 'Sentiers autour de {place}',
      de: 'Wege rund um {place}',
      en: 'Trails around {place}',
    },
    text: {
      it: 'Partiamo presto per goderci la luce migliore: un’escursione facile nei dintorni di {place}, pranzo al sacco con vista e tutto il tempo per fotografare paesaggi e animali.',
      es: 'Salimos temprano para aprovechar la mejor luz: una excursión sencilla por los alrededores de {place}, almuerzo de pícnic con vistas y tiempo de sobra para fotografiar paisajes y animales.',
      fr: 'On part tôt pour profiter de la plus belle lumière : une randonnée facile autour de {place}, pique-nique avec vue et tout le temps de photographier paysages et animaux.',
      de: 'Wir brechen früh auf, um das schönste Licht zu erwischen: eine leichte Wanderung rund um {place}, Picknick mit Aussicht und viel Zeit für Fotos von Landschaft und Tieren.',
      en: 'An early start for the best light: an easy hike around {place}, a packed lunch with a view and plenty of time to photograph the landscape and wildlife.',
    },
  },
  safari: {
    title: { it: 'Safari a {place}', es: 'Safari en {place}', fr: 'Safari à {place}', de: 'Safari in {place}', en: 'Safari in {place}' },
    text: {
      it: 'Sveglia all’alba e via in fuoristrada per il primo giro di avvistamenti a {place}, quando gli animali sono più attivi. Dopo la pausa di mezzogiorno si riparte fino al tramonto.',
      es: 'Despertador al amanecer y salida en todoterreno para el primer recorrido de avistamientos en {place}, cuando los animales están más activos. Tras la pausa del mediodía, otra salida hasta el atardecer.',
      fr: 'Réveil à l’aube et départ en 4x4 pour un premier safari à {place}, quand les animaux sont les plus actifs. Après la pause de midi, on repart jusqu’au coucher du soleil.',
      de: 'Wecken bei Sonnenaufgang und im Geländewagen los zur ersten Pirschfahrt in {place}, wenn die Tiere am aktivsten sind. Nach der Mittagspause geht es bis zum Sonnenuntergang noch einmal hinaus.',
      en: 'Up at dawn and out in the jeeps for a first game drive in {place}, when the animals are most active. After a midday break we head out again until sunset.',
    },
  },
  trekking: {
    title: {
      it: 'Sui sentieri di {place}',
      es: 'Por los senderos de {place}',
      fr: 'Sur les sentiers de {place}',
      de: 'Wandertag in {place}',
      en: 'On the trail at {place}',
    },
    text: {
      it: 'La tappa più bella del trekking: cinque o sei ore di cammino a {place}, con soste per rifiatare e un pranzo semplice lungo il sentiero. La sera, piedi al caldo e racconti della giornata.',
      es: 'La mejor etapa del trekking: cinco o seis horas de camino en {place}, con paradas para recuperar el aliento y una comida sencilla en ruta. Por la noche, pies al calor y charla sobre el día.',
      fr: 'La plus belle étape du trek : cinq ou six heures de marche à {place}, avec des pauses pour souffler et un repas simple en chemin. Le soir, pieds au chaud et récits de la journée.',
      de: 'Die schönste Etappe der Tour: fünf bis sechs Stunden Gehzeit in {place}, mit Verschnaufpausen und einem einfachen Mittagessen am Weg. Abends warme Füße und Geschichten vom Tag.',
      en: 'The best stretch of the trek: five or six hours on foot at {place}, with breathers along the way and a simple lunch on the trail. In the evening, warm feet and stories of the day.',
    },
  },
  beach: {
    title: {
      it: 'Mare e lentezza a {place}',
      es: 'Mar y calma en {place}',
      fr: 'Mer et douceur à {place}',
      de: 'Meer und Muße in {place}',
      en: 'Sea and slow hours in {place}',
    },
    text: {
      it: 'Oggi il ritmo rallenta: mattinata in spiaggia a {place}, maschera e pinne per chi vuole, e nel tardo pomeriggio un aperitivo tutti insieme guardando il tramonto.',
      es: 'Hoy el ritmo baja: mañana de playa en {place}, gafas y aletas para quien quiera y, al caer la tarde, un aperitivo todos juntos viendo la puesta de sol.',
      fr: 'Aujourd’hui, on ralentit : matinée à la plage à {place}, masque et tuba pour qui veut, et en fin d’après-midi un apéritif tous ensemble face au coucher du soleil.',
      de: 'Heute wird es ruhiger: Vormittag am Strand von {place}, Schnorcheln für alle, die Lust haben, und am späten Nachmittag ein gemeinsamer Aperitif mit Blick auf den Sonnenuntergang.',
      en: 'Today the pace drops: a morning on the beach at {place}, snorkelling for whoever fancies it, and a drink together at sunset.',
    },
  },
  sailing: {
    title: {
      it: 'Alla fonda a {place}',
      es: 'Fondeados en {place}',
      fr: 'Au mouillage à {place}',
      de: 'Vor Anker in {place}',
      en: 'At anchor off {place}',
    },
    text: {
      it: 'Gettiamo l’ancora a {place}: bagni dalla barca, un giro a terra con il tender e la cena preparata insieme in cambusa. Di notte, stelle e il rumore delle onde.',
      es: 'Echamos el ancla en {place}: baños desde el barco, una vuelta a tierra en la auxiliar y la cena preparada entre todos en la cocina. De noche, estrellas y el rumor de las olas.',
      fr: 'On jette l’ancre à {place} : baignades depuis le bateau, une escale à terre en annexe et le dîner préparé ensemble dans la cambuse. La nuit, les étoiles et le bruit des vagues.',
      de: 'Wir ankern vor {place}: Baden direkt vom Boot, mit dem Beiboot an Land und abends gemeinsam in der Kombüse kochen. Nachts Sterne und das Rauschen der Wellen.',
      en: 'We drop anchor off {place}: swims straight from the boat, a trip ashore in the dinghy and dinner cooked together in the galley. At night, stars and the sound of the waves.',
    },
  },
  nightlife: {
    title: {
      it: '{place} di giorno e di notte',
      es: '{place} de día y de noche',
      fr: '{place} de jour comme de nuit',
      de: '{place} bei Tag und bei Nacht',
      en: '{place} by day and by night',
    },
    text: {
      it: 'Pomeriggio tra i quartieri più vivaci di {place}, cena tutti insieme in un locale scelto dal coordinatore e poi musica fino a tardi, per chi ha ancora energie.',
      es: 'Tarde por los barrios más animados de {place}, cena todos juntos en un sitio elegido por el coordinador y luego música hasta tarde, para quien aún tenga energía.',
      fr: 'Après-midi dans les quartiers les plus animés de {place}, dîner tous ensemble dans une adresse choisie par le coordinateur, puis musique jusque tard pour ceux qui ont encore de l’énergie.',
      de: 'Nachmittags durch die lebendigsten Viertel von {place}, abends gemeinsam essen in einem Lokal, das der Koordinator ausgesucht hat, und danach Musik bis spät für alle, die noch Energie haben.',
      en: 'An afternoon in the liveliest neighbourhoods of {place}, dinner together somewhere the coordinator picked, then music until late for anyone with energy left.',
    },
  },
  road: {
    title: {
      it: 'Soste e panorami a {place}',
      es: 'Paradas y vistas en {place}',
      fr: 'Haltes et panoramas à {place}',
      de: 'Aussichtspunkte in {place}',
      en: 'Stops and views at {place}',
    },
    text: {
      it: 'Una giornata da viaggio on the road: {place} e i suoi punti panoramici, brevi passeggiate dove vale la pena scendere e pranzo nel primo posto che ci ispira lungo la strada.',
      es: 'Un día de viaje por carretera: {place} y sus miradores, paseos cortos donde merece la pena bajar del coche y comida en el primer sitio que nos guste por el camino.',
      fr: 'Une vraie journée de road trip : {place} et ses points de vue, de courtes balades là où ça vaut le coup et déjeuner dans le premier endroit qui nous plaît.',
      de: 'Ein echter Roadtrip-Tag: {place} und seine Aussichtspunkte, kurze Spaziergänge, wo es sich lohnt, und Mittagessen dort, wo es uns unterwegs gefällt.',
      en: 'A proper road-trip day: {place} and its viewpoints, short walks wherever it is worth stopping, and lunch at the first place that takes our fancy.',
    },
  },
  expedition: {
    title: {
      it: 'Sbarco a {place}',
      es: 'Desembarco en {place}',
      fr: 'Débarquement à {place}',
      de: 'Anlandung bei {place}',
      en: 'Landing at {place}',
    },
    text: {
      it: 'Se il mare lo permette, gli zodiac ci portano a terra a {place}: colonie di pinguini, foche sugli scogli e ghiaccio a perdita d’occhio. La sera le guide naturaliste raccontano cosa abbiamo visto.',
      es: 'Si el mar lo permite, las zodiacs nos llevan a tierra en {place}: colonias de pingüinos, focas en las rocas y hielo hasta donde alcanza la vista. Por la noche los guías naturalistas explican lo que hemos visto.',
      fr: 'Si la mer le permet, les zodiacs nous déposent à {place} : colonies de manchots, phoques sur les rochers et glace à perte de vue. Le soir, les guides naturalistes racontent ce que nous avons vu.',
      de: 'Wenn das Meer mitspielt, bringen uns die Zodiacs bei {place} an Land: Pinguinkolonien, Robben auf den Felsen und Eis, so weit das Auge reicht. Abends erzählen die Naturführer, was wir gesehen haben.',
      en: 'Weather permitting, the zodiacs take us ashore at {place}: penguin colonies, seals on the rocks and ice as far as the eye can see. In the evening the naturalist guides talk us through what we saw.',
    },
  },
}
