import type { EventLanguage } from './cities'

export const EVENT_KINDS = [
  'travellers-aperitivo',
  'trip-photo-evening',
  'meet-the-coordinators',
  'language-exchange',
  'city-story-walk',
  'board-game-night',
  'regional-cooking-class',
  'day-hike',
  'first-group-trip-workshop',
  'running-club',
  'travel-pub-quiz',
  'documentary-night',
  'travellers-brunch',
  'park-picnic',
] as const

export type EventKind = (typeof EVENT_KINDS)[number]

export type EventKindCopy = {
  /** The title in each language; may contain {city} (replaced by the city's name in that language). Max 70 characters once filled. */
  title: Record<EventLanguage, string>
  /** 2 or 3 short paragraphs per language (each 25–70 words); may contain {city} and {venue} (the venue's name). */
  overview: Record<EventLanguage, string[]>
  /** Where it happens. */
  place: 'indoor' | 'outdoor'
  /** Local start time 'HH:mm' on a weekday, and on Saturday/Sunday. */
  startTime: { weekday: string; weekend: string }
  durationMinutes: number
  /** Entry price in euro per person; 0 means free entry. */
  price: number
  /** Places available; null means unlimited. */
  spots: number | null
  /** Only on weekends (day hikes, brunch, picnics). */
  weekendOnly: boolean
}

export const EVENT_KIND_COPY: Record<EventKind, EventKindCopy> = {
  'travellers-aperitivo': {
    title: {
      it: 'Aperitivo tra viaggiatori a {city}',
      es: 'Aperitivo viajero en {city}',
      fr: 'Apéro entre voyageurs à {city}',
      en: 'Travellers’ aperitivo in {city}',
    },
    overview: {
      it: [
        'Una serata senza impegno per conoscere persone che viaggiano come te. C’è chi ha già fatto un viaggio di gruppo con noi e chi sta ancora scegliendo il primo: in ogni caso, dopo cinque minuti si parla di itinerari, imprevisti e prossime mete.',
        'Il prezzo comprende un drink a scelta, alcolico o analcolico, e qualcosa da stuzzicare; gli altri drink si pagano a parte. Appuntamento: {venue}. All’ingresso trovi una persona della community che ti accoglie e fa le prime presentazioni, quindi venire senza compagnia è la cosa più normale del mondo.',
        'È pensato per chi ha più o meno tra i 25 e i 49 anni, anche (e soprattutto) se viaggi per conto tuo. Prenota il posto con il tuo account sul sito e, se cambi programma, puoi disdire entro il termine indicato in questa pagina.',
      ],
      es: [
        'Un plan tranquilo para conocer a gente que viaja como tú. Hay quien ya ha viajado en uno de nuestros grupos y quien todavía está eligiendo su primer viaje: en cualquier caso, a los cinco minutos ya se habla de rutas, imprevistos y próximos destinos.',
        'El precio incluye una consumición a elegir, con o sin alcohol, y algo para picar; las siguientes se pagan aparte. Punto de encuentro: {venue}. En la entrada te recibe alguien de la comunidad que se encarga de las primeras presentaciones, así que venir sin compañía es de lo más normal.',
        'Está pensado para personas de entre 25 y 49 años, más o menos, y especialmente para quienes viajan por su cuenta. Reserva tu plaza con tu cuenta en la web; si cambian tus planes, puedes cancelarla hasta la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Une soirée sans chichis pour rencontrer des gens qui voyagent comme vous. Certaines personnes sont déjà parties en petit groupe avec nous, d’autres choisissent encore leur premier voyage : au bout de cinq minutes, on parle itinéraires, imprévus et prochaines destinations.',
        'Le prix comprend une boisson au choix, avec ou sans alcool, et de quoi grignoter ; les consommations suivantes sont à régler sur place. Rendez-vous : {venue}. À l’entrée, une personne de la communauté vous accueille et fait les premières présentations : venir sans connaître personne est tout à fait normal.',
        'La soirée s’adresse aux 25–49 ans environ, et tout particulièrement à celles et ceux qui voyagent en solo. Réservez votre place avec votre compte sur le site ; en cas d’empêchement, vous pouvez annuler jusqu’à la date limite indiquée sur cette page.',
      ],
      en: [
        'A relaxed evening to meet people who travel the way you do. Some have already been on one of our small-group trips, others are still choosing their first: either way, within five minutes the talk turns to routes, mishaps and the next destination.',
        'The price includes one drink of your choice, with or without alcohol, and something to nibble; any further drinks are paid for separately. Meeting point: {venue}. A community member welcomes you at the door and makes the first introductions, so coming on your own is perfectly normal.',
        'It is meant for anyone aged roughly 25 to 49, solo travellers very much included. Book your place with your account on the site; if your plans change, you can cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:00', weekend: '18:30' },
    durationMinutes: 150,
    price: 12,
    spots: 30,
    weekendOnly: false,
  },

  'trip-photo-evening': {
    title: {
      it: 'Serata foto: racconti dai viaggi di gruppo',
      es: 'Noche de fotos: historias de viajes en grupo',
      fr: 'Soirée photos : récits de voyages en groupe',
      en: 'Photo night: stories from recent group trips',
    },
    overview: {
      it: [
        'Tre o quattro persone appena tornate da un viaggio di gruppo proiettano le loro foto migliori sul grande schermo e raccontano cosa c’è dietro: il giorno in cui è andato tutto storto, il piatto che nessuno sapeva pronunciare, il panorama che ha ripagato la sveglia all’alba.',
        'Ogni racconto dura circa un quarto d’ora, poi c’è spazio per le domande. È un buon modo per farsi un’idea di una destinazione prima di sceglierla e per capire come viaggia davvero un gruppo di circa undici persone con il suo coordinatore.',
        'L’ingresso è gratuito: basta prenotare il posto con il tuo account sul sito. La serata è aperta a chi ha più o meno tra i 25 e i 49 anni, che tu abbia già viaggiato con noi oppure no. Appuntamento: {venue}. Vuoi proiettare le tue foto la prossima volta? Dillo a chi organizza, a fine serata.',
      ],
      es: [
        'Tres o cuatro personas que acaban de volver de un viaje en grupo proyectan sus mejores fotos en pantalla grande y cuentan la historia que hay detrás: el día en que todo salió al revés, el plato que nadie sabía pronunciar, el paisaje que compensó el madrugón.',
        'Cada presentación dura unos quince minutos y después hay tiempo para preguntas. Es una buena forma de hacerte una idea de un destino antes de elegirlo y de ver cómo viaja de verdad un grupo de unas once personas con su coordinador.',
        'La entrada es gratuita: solo tienes que reservar tu plaza con tu cuenta en la web. Abierto a personas de entre 25 y 49 años, más o menos, hayas viajado ya en uno de nuestros grupos o no. Punto de encuentro: {venue}. ¿Quieres enseñar tus fotos la próxima vez? Coméntalo a quien organiza al final de la noche.',
      ],
      fr: [
        'Trois ou quatre personnes tout juste rentrées d’un voyage en petit groupe projettent leurs plus belles photos sur grand écran et racontent ce qu’il y a derrière : la journée où tout est allé de travers, le plat que personne ne savait prononcer, le paysage qui valait bien le réveil à l’aube.',
        'Chaque diaporama dure environ un quart d’heure, suivi d’un moment de questions. Une bonne façon de se faire une idée d’une destination avant de la choisir, et de voir comment voyage vraiment un groupe d’environ onze personnes avec son coordinateur.',
        'L’entrée est gratuite : il suffit de réserver votre place avec votre compte sur le site. Ouvert aux 25–49 ans environ, que vous ayez déjà voyagé avec nous ou non. Rendez-vous : {venue}. Envie de montrer vos propres photos la prochaine fois ? Parlez-en à l’équipe d’organisation en fin de soirée.',
      ],
      en: [
        'Three or four people just back from a small-group trip put their best photos on the big screen and tell the story behind them: the day everything went wrong, the dish nobody could pronounce, the view that made the early start worth it.',
        'Each slideshow lasts about fifteen minutes, with time for questions afterwards. It is a good way to get a feel for a destination before choosing it, and to see how a group of about eleven people and their coordinator actually travel together.',
        'Entry is free; just book your place with your account on the site. Open to everyone aged roughly 25 to 49, whether or not you have travelled with us before. Meeting point: {venue}. Fancy showing your own photos next time? Let the organisers know at the end of the evening.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:30', weekend: '18:00' },
    durationMinutes: 120,
    price: 0,
    spots: 40,
    weekendOnly: false,
  },

  'meet-the-coordinators': {
    title: {
      it: 'Incontra i coordinatori di viaggio',
      es: 'Conoce a los coordinadores de viaje',
      fr: 'Rencontre avec les coordinateurs de voyage',
      en: 'Meet the trip coordinators',
    },
    overview: {
      it: [
        'I coordinatori sono le persone che accompagnano ogni gruppo, dalla prima sera all’ultimo saluto. In questo incontro due o tre di loro, a casa tra una partenza e l’altra, rispondono alle tue domande senza giri di parole: com’è una giornata tipo, come si gestiscono gli imprevisti, cosa non lascerebbero mai a casa.',
        'Porta i tuoi dubbi, anche i più pratici: sistemazioni, budget, allenamento, partire senza conoscere nessuno. È una chiacchierata informale, non una presentazione commerciale, utile sia a chi sta pensando al primo viaggio di gruppo sia a chi sa già come funziona.',
        'L’ingresso è gratuito e aperto a chi ha più o meno tra i 25 e i 49 anni. Appuntamento: {venue}. Prenota con il tuo account sul sito; se poi non riesci a venire, disdici entro il termine indicato in questa pagina, così il posto passa a qualcun altro.',
      ],
      es: [
        'Los coordinadores son quienes acompañan a cada grupo, desde la primera noche hasta la última despedida. En este encuentro, dos o tres de ellos, de vuelta en casa entre un viaje y otro, responden a tus preguntas sin rodeos: cómo es un día normal, cómo se resuelven los imprevistos, qué no dejarían nunca en casa.',
        'Trae tus dudas, por prácticas que sean: alojamiento, presupuesto, forma física, viajar sin conocer a nadie. Es una charla informal, no una presentación comercial, y sirve tanto a quien prepara su primer viaje en grupo como a quien ya sabe cómo funciona.',
        'La entrada es gratuita y está abierta a personas de entre 25 y 49 años, más o menos. Punto de encuentro: {venue}. Reserva con tu cuenta en la web; si al final no puedes venir, cancela antes de la fecha límite indicada en esta página para que otra persona pueda ocupar tu plaza.',
      ],
      fr: [
        'Les coordinateurs sont celles et ceux qui accompagnent chaque groupe, du premier soir jusqu’aux derniers au revoir. Lors de cette rencontre, deux ou trois d’entre eux, de passage entre deux départs, répondent franchement à vos questions : à quoi ressemble une journée type, comment gérer les imprévus, ce qu’ils ne laisseraient jamais à la maison.',
        'Venez avec vos doutes, même les plus pratiques : hébergement, budget, condition physique, partir sans connaître personne. C’est un échange détendu, pas une présentation commerciale, utile aussi bien pour préparer un premier voyage en groupe que lorsqu’on connaît déjà la formule.',
        'L’entrée est gratuite et ouverte aux 25–49 ans environ. Rendez-vous : {venue}. Réservez avec votre compte sur le site ; si vous ne pouvez finalement pas venir, annulez avant la date limite indiquée sur cette page pour libérer la place.',
      ],
      en: [
        'Coordinators are the people who travel with each group, from the first evening to the last goodbye. At this meet-up two or three of them, home between departures, answer your questions openly: what a typical day looks like, how they handle the unexpected, what they would never leave behind.',
        'Bring your doubts, however practical: rooms, budget, fitness, travelling without knowing anyone. It is a relaxed Q&A, not a sales pitch, and it suits both people planning their first group trip and those who already know how it works.',
        'Entry is free and open to everyone aged roughly 25 to 49. Meeting point: {venue}. Book with your account on the site; if you can’t make it after all, please cancel before the deadline shown on this page so someone else can have your place.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:00', weekend: '17:00' },
    durationMinutes: 90,
    price: 0,
    spots: 35,
    weekendOnly: false,
  },

  'language-exchange': {
    title: {
      it: 'Scambio linguistico a {city}',
      es: 'Intercambio de idiomas en {city}',
      fr: 'Échange linguistique à {city}',
      en: 'Language exchange in {city}',
    },
    overview: {
      it: [
        'Tavoli divisi per lingua (italiano, spagnolo, francese, inglese e tutte quelle che si presentano) e una regola semplice: ogni mezz’ora si cambia tavolo e lingua. Fai pratica con quella che stai imparando e dai una mano agli altri con quella che parli meglio.',
        'Va bene qualsiasi livello, anche per chi parte da zero e vuole solo imparare a ordinare la cena nel prossimo viaggio. Una persona della community tiene d’occhio i tavoli, così nessuno resta in disparte.',
        'Il prezzo comprende un drink, alcolico o analcolico, e il badge con le tue lingue. Ritrovo: {venue}. Per chi ha più o meno tra i 25 e i 49 anni; prenota con il tuo account sul sito e, se cambi programma, disdici entro il termine indicato in questa pagina.',
      ],
      es: [
        'Mesas por idioma (italiano, español, francés, inglés y los que vayan apareciendo) y una regla sencilla: cada media hora cambias de mesa y de idioma. Practicas el que estás aprendiendo y echas una mano con el que mejor hablas.',
        'Sirve cualquier nivel, también si empiezas de cero y solo quieres aprender a pedir la cena en tu próximo viaje. Alguien de la comunidad está pendiente de las mesas para que nadie se quede al margen.',
        'El precio incluye una consumición, con o sin alcohol, y una etiqueta con tus idiomas. Lugar: {venue}. Para personas de entre 25 y 49 años, más o menos; reserva con tu cuenta en la web y, si cambian tus planes, cancela antes de la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Des tables par langue (italien, espagnol, français, anglais et toutes celles qui se présentent) et une règle simple : toutes les demi-heures, on change de table et de langue. Vous pratiquez celle que vous apprenez et vous aidez les autres dans celle que vous parlez le mieux.',
        'Tous les niveaux sont bienvenus, y compris les grands débutants qui veulent juste savoir commander un dîner lors de leur prochain voyage. Une personne de la communauté veille sur les tables pour que personne ne reste dans son coin.',
        'Le prix comprend une boisson, avec ou sans alcool, et un badge avec vos langues. Lieu : {venue}. Pour les 25–49 ans environ ; réservez avec votre compte sur le site et, en cas de changement de programme, annulez avant la date limite indiquée sur cette page.',
      ],
      en: [
        'Tables by language (Italian, Spanish, French, English and whichever others turn up) and one simple rule: every half hour you change table and language. You practise the one you are learning and help others with the one you speak best.',
        'Any level is fine, including complete beginners who just want to be able to order dinner on their next trip. A community member keeps an eye on the tables so that nobody ends up sitting on their own.',
        'The price includes one drink, with or without alcohol, and a name badge showing your languages. Where: {venue}. For anyone aged roughly 25 to 49; book with your account on the site and, if your plans change, cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:30', weekend: '18:00' },
    durationMinutes: 120,
    price: 8,
    spots: 40,
    weekendOnly: false,
  },

  'city-story-walk': {
    title: {
      it: '{city} a piedi: un quartiere, una storia',
      es: '{city} a pie: un barrio, una historia',
      fr: '{city} à pied : un quartier, une histoire',
      en: '{city} on foot: one neighbourhood, one story',
    },
    overview: {
      it: [
        'Una passeggiata tranquilla di circa cinque chilometri in un solo quartiere, guidata da una persona della community che lo conosce bene. Invece di elencare monumenti, si segue una storia sola (un mercato, un fiume sparito, una via che ha cambiato nome) da un angolo all’altro.',
        'È la stessa curiosità che porti in viaggio, usata sotto casa: noti dettagli davanti a cui passi da anni senza vederli e ti scambi consigli con chi ama esplorare a piedi. Bastano scarpe comode e una borraccia.',
        'La passeggiata è gratuita: basta prenotare il posto con il tuo account sul sito. Appuntamento: {venue}. Aperta a chi ha più o meno tra i 25 e i 49 anni, anche se vieni senza compagnia. Si cammina anche con un po’ di pioggia: se il cielo è incerto, porta una giacca.',
      ],
      es: [
        'Un paseo tranquilo de unos cinco kilómetros por un solo barrio, con alguien de la comunidad que lo conoce bien. En lugar de enumerar monumentos, se sigue una única historia (un mercado, un río que desapareció, una calle que cambió de nombre) de esquina en esquina.',
        'Es la misma curiosidad que llevas de viaje, pero en casa: te fijas en detalles por delante de los que pasas a diario sin verlos y compartes consejos con gente a la que le gusta explorar a pie. Solo necesitas calzado cómodo y una botella de agua.',
        'El paseo es gratuito: basta con reservar tu plaza con tu cuenta en la web. Punto de encuentro: {venue}. Abierto a personas de entre 25 y 49 años, más o menos, también si vienes sin compañía. Se sale aunque llovizne, así que trae un chubasquero si el cielo no está claro.',
      ],
      fr: [
        'Une balade tranquille d’environ cinq kilomètres dans un seul quartier, menée par une personne de la communauté qui le connaît bien. Plutôt que d’aligner les monuments, on suit une seule histoire (un marché, une rivière disparue, une rue qui a changé de nom) d’un coin de rue à l’autre.',
        'C’est la curiosité du voyage, appliquée à deux pas de chez vous : vous remarquez des détails devant lesquels vous passez chaque jour sans les voir, et vous échangez des bons plans avec des gens qui aiment explorer à pied. De bonnes chaussures et une gourde suffisent.',
        'La balade est gratuite : il suffit de réserver votre place avec votre compte sur le site. Rendez-vous : {venue}. Ouverte aux 25–49 ans environ, y compris si vous venez sans connaître personne. On marche même sous une petite pluie : si le ciel hésite, prenez un imperméable.',
      ],
      en: [
        'An unhurried walk of about five kilometres through a single neighbourhood, led by a community member who knows it well. Instead of ticking off monuments, the walk follows one story (a market, a river that disappeared, a street that changed its name) from corner to corner.',
        'It is the curiosity you bring on a trip, used close to home: you spot details you have walked past for years without seeing, and swap tips with people who like exploring on foot. Comfortable shoes and a water bottle are all you need.',
        'The walk is free; just book your place with your account on the site. Meeting point: {venue}. Open to everyone aged roughly 25 to 49, including solo travellers. It goes ahead in light rain, so bring a jacket if the sky looks uncertain.',
      ],
    },
    place: 'outdoor',
    startTime: { weekday: '18:30', weekend: '10:30' },
    durationMinutes: 150,
    price: 0,
    spots: 20,
    weekendOnly: false,
  },

  'board-game-night': {
    title: {
      it: 'Serata giochi da tavolo',
      es: 'Noche de juegos de mesa',
      fr: 'Soirée jeux de société',
      en: 'Board-game night',
    },
    overview: {
      it: [
        'Un tavolo lungo, uno scaffale di giochi e una serata di sana rivalità. Si parte con giochi veloci per rompere il ghiaccio, poi giochi cooperativi per squadre di sconosciuti e qualche classico di strategia per chi vuole una partita più lunga.',
        'Non serve esperienza: una persona della community spiega le regole e aiuta a formare i tavoli, così puoi arrivare senza compagnia e iniziare a giocare subito. Se vuoi, porta il tuo gioco preferito, purché ti vada di insegnarlo.',
        'Il prezzo comprende i giochi, qualcosa da sgranocchiare e un drink. Appuntamento: {venue}. Per chi ha più o meno tra i 25 e i 49 anni. Prenota con il tuo account sul sito; puoi disdire entro il termine indicato in questa pagina.',
      ],
      es: [
        'Una mesa larga, una estantería llena de juegos y una noche de rivalidad sana. Empezamos con juegos rápidos para romper el hielo, seguimos con cooperativos para equipos de desconocidos y hay algún clásico de estrategia para quien quiera una partida larga.',
        'No hace falta experiencia: alguien de la comunidad explica las reglas y ayuda a formar las mesas, así que puedes llegar sin compañía y ponerte a jugar enseguida. Si quieres, trae tu juego favorito, siempre que te apetezca enseñarlo.',
        'El precio incluye los juegos, algo para picar y una consumición. Punto de encuentro: {venue}. Para personas de entre 25 y 49 años, más o menos. Reserva con tu cuenta en la web; puedes cancelar hasta la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Une grande table, une étagère de jeux et une soirée de rivalité bon enfant. On commence par des jeux d’ambiance rapides pour briser la glace, puis des jeux coopératifs entre inconnus, et quelques classiques de stratégie pour qui veut une partie plus longue.',
        'Aucune expérience requise : une personne de la communauté explique les règles et aide à former les tables, vous pouvez donc arriver sans connaître personne et jouer tout de suite. Vous pouvez aussi apporter votre jeu préféré, à condition d’avoir envie de l’expliquer.',
        'Le prix comprend les jeux, de quoi grignoter et une boisson. Rendez-vous : {venue}. Pour les 25–49 ans environ. Réservez avec votre compte sur le site ; vous pouvez annuler jusqu’à la date limite indiquée sur cette page.',
      ],
      en: [
        'A long table, a shelf of games and an evening of friendly rivalry. Expect quick party games to break the ice, cooperative games for teams of strangers and a few strategy classics for anyone who wants a longer match.',
        'No experience needed: a community member explains the rules and helps set up the tables, so you can arrive on your own and be playing straight away. Feel free to bring your favourite game, as long as you are happy to teach it.',
        'The price covers the games, snacks and one drink. Meeting point: {venue}. For everyone aged roughly 25 to 49. Book with your account on the site; you can cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:30', weekend: '18:00' },
    durationMinutes: 180,
    price: 8,
    spots: 24,
    weekendOnly: false,
  },

  'regional-cooking-class': {
    title: {
      it: 'Ai fornelli: un piatto tipico di {city}',
      es: 'Clase de cocina: un plato típico de {city}',
      fr: 'Atelier cuisine : un plat typique de {city}',
      en: 'Cooking class: a classic dish from {city}',
    },
    overview: {
      it: [
        'Una sera con le mani in pasta: insieme a una persona della community appassionata di cucina prepari, passo dopo passo, un piatto tipico della città e della sua regione, dalla lista della spesa all’assaggio finale. Si lavora in coppia, ogni coppia alla propria postazione, con tutto il tempo per chiedere trucchi e varianti.',
        'Alla fine ci si siede a tavola insieme per mangiare quello che si è cucinato, con un bicchiere di vino o una bibita. Il prezzo comprende tutti gli ingredienti, l’uso della cucina e degli attrezzi, la cena e la ricetta da portare a casa.',
        'Non serve esperienza, solo curiosità; segnala eventuali allergie o una dieta vegetariana al momento della prenotazione. Appuntamento: {venue}. Per chi ha più o meno tra i 25 e i 49 anni, anche se vieni senza compagnia. Puoi disdire dal tuo account entro il termine indicato in questa pagina.',
      ],
      es: [
        'Una noche con las manos en la masa: con una persona de la comunidad apasionada por la cocina preparas, paso a paso, un plato típico de la ciudad y de su región, desde la lista de la compra hasta probar el resultado. Se trabaja por parejas, cada una en su puesto, con tiempo para preguntar trucos y variantes.',
        'Al final, todo el grupo se sienta a la mesa para comer lo que ha cocinado, con una copa de vino o un refresco. El precio incluye todos los ingredientes, el uso de la cocina y los utensilios, la cena y la receta para llevar a casa.',
        'No hace falta experiencia, solo curiosidad; avisa de alergias o dieta vegetariana al reservar. Punto de encuentro: {venue}. Para personas de entre 25 y 49 años, más o menos, también si vienes sin compañía. Puedes cancelar desde tu cuenta hasta la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Une soirée les mains dans la farine : avec une personne de la communauté passionnée de cuisine, vous préparez pas à pas un plat typique de la ville et de sa région, de la liste de courses à la dernière dégustation. On travaille en binôme, chaque binôme à son poste, avec le temps de poser toutes vos questions sur les astuces et les variantes.',
        'À la fin, tout le groupe passe à table pour goûter ce qui a été cuisiné, avec un verre de vin ou une boisson sans alcool. Le prix comprend tous les ingrédients, la cuisine et le matériel, le repas et la fiche recette à emporter.',
        'Aucune expérience requise, seulement de la curiosité ; signalez vos allergies ou un régime végétarien au moment de réserver. Rendez-vous : {venue}. Pour les 25–49 ans environ, y compris si vous venez sans connaître personne. Vous pouvez annuler depuis votre compte jusqu’à la date limite indiquée sur cette page.',
      ],
      en: [
        'An evening with your hands in the dough: with a community member who loves cooking, you prepare a dish typical of the city and its region step by step, from the shopping list to the final tasting. You work in pairs, each pair at its own station, with plenty of time to ask about tricks and variations.',
        'At the end everyone sits down together to eat what they have made, with a glass of wine or a soft drink. The price covers all the ingredients, use of the kitchen and equipment, the meal and a recipe card to take home.',
        'No experience needed, just curiosity; mention any allergies or a vegetarian diet when you book. Meeting point: {venue}. For everyone aged roughly 25 to 49, solo travellers welcome. You can cancel from your account up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:00', weekend: '18:00' },
    durationMinutes: 180,
    price: 35,
    spots: 14,
    weekendOnly: false,
  },

  'day-hike': {
    title: {
      it: 'Escursione di un giorno nei dintorni di {city}',
      es: 'Excursión de un día cerca de {city}',
      fr: 'Randonnée à la journée autour de {city}',
      en: 'Day hike near {city}',
    },
    overview: {
      it: [
        'Una giornata intera sui sentieri fuori città, su un percorso segnalato di circa 12–15 km con qualche salita vera. È un assaggio del lato più attivo dei viaggi di gruppo: un passo condiviso, pause regolari e pranzo al sacco con vista.',
        'Appuntamento: {venue}. Da lì si raggiunge insieme l’inizio del sentiero con i mezzi pubblici; i biglietti sono a carico di ciascuno, mentre la partecipazione all’escursione è gratuita. Porta scarponcini, almeno un litro e mezzo d’acqua, il pranzo, una giacca impermeabile e uno strato contro il vento.',
        'Basta un discreto allenamento. Guida l’escursione una persona della community che conosce il percorso. È aperta a chi ha più o meno tra i 25 e i 49 anni. In caso di temporali o pioggia forte il percorso può cambiare o la giornata può saltare: controlla questa pagina la sera prima.',
      ],
      es: [
        'Un día entero por senderos fuera de la ciudad, con una ruta señalizada de unos 12–15 km y alguna subida de verdad. Es una muestra del lado más activo de los viajes en grupo: un ritmo compartido, paradas regulares y comida de pícnic con vistas.',
        'Punto de encuentro: {venue}. Desde allí se llega al inicio del sendero en transporte público; los billetes corren por cuenta de cada persona y la participación en la excursión es gratuita. Trae botas de montaña, al menos litro y medio de agua, la comida, un chubasquero y una capa para el viento.',
        'Basta con una forma física razonable. Guía la excursión alguien de la comunidad que conoce la ruta. Está abierta a personas de entre 25 y 49 años, más o menos. Si hay tormentas o lluvia fuerte, la ruta puede cambiar o la salida puede suspenderse: consulta esta página la noche anterior.',
      ],
      fr: [
        'Une journée entière sur les sentiers hors de la ville, sur un itinéraire balisé d’environ 12 à 15 km avec quelques vraies montées. Un avant-goût du côté le plus actif des voyages en groupe : un rythme partagé, des pauses régulières et un pique-nique avec vue.',
        'Rendez-vous : {venue}. De là, on rejoint ensemble le départ du sentier en transports en commun ; les billets sont à la charge de chacun, la participation à la randonnée est gratuite. Prévoyez des chaussures de randonnée, au moins un litre et demi d’eau, votre déjeuner, une veste imperméable et une couche contre le vent.',
        'Une condition physique correcte suffit. Une personne de la communauté qui connaît l’itinéraire mène la randonnée, ouverte aux 25–49 ans environ. En cas d’orage ou de forte pluie, le parcours peut changer ou la sortie être annulée : consultez cette page la veille au soir.',
      ],
      en: [
        'A full day on the trails outside the city, on a waymarked route of about 12–15 km with a few proper climbs. It is a taste of the active side of group travel: a shared pace, regular breaks and a packed lunch with a view.',
        'Meeting point: {venue}. From there you travel together by public transport to the start of the trail; tickets are at your own expense, while the hike itself is free. Bring hiking shoes, at least a litre and a half of water, lunch, a rain jacket and an extra layer for the wind.',
        'A reasonable level of fitness is enough. A community member who knows the route leads the hike, which is open to everyone aged roughly 25 to 49. In case of storms or heavy rain the route may change or the day may be called off, so check this page the evening before.',
      ],
    },
    place: 'outdoor',
    startTime: { weekday: '08:00', weekend: '08:00' },
    durationMinutes: 540,
    price: 0,
    spots: 20,
    weekendOnly: true,
  },

  'first-group-trip-workshop': {
    title: {
      it: 'Il tuo primo viaggio di gruppo: come funziona',
      es: 'Tu primer viaje en grupo: cómo funciona',
      fr: 'Votre premier voyage en groupe : mode d’emploi',
      en: 'Your first group trip: how it works',
    },
    overview: {
      it: [
        'Se non hai mai viaggiato in gruppo, quest’ora e mezza risponde alle domande di base: come nascono i gruppi di circa undici persone, cosa fa (e cosa non fa) il coordinatore, come sono organizzate le giornate e quanto tempo libero resta.',
        'La seconda parte è pratica: come scegliere tra viaggi in oltre 100 paesi in base a ritmo, stile e budget, come leggere un itinerario e cosa chiedere prima di prenotare. Un coordinatore e qualche persona che ha già viaggiato con noi portano esempi concreti.',
        'L’ingresso è gratuito e non serve preparazione; un taccuino può tornare utile. Appuntamento: {venue}. Pensato per chi ha più o meno tra i 25 e i 49 anni, soprattutto se stai pensando di partire per conto tuo. Prenota con il tuo account sul sito e, se non puoi venire, disdici entro il termine indicato in questa pagina.',
      ],
      es: [
        'Si nunca has viajado en grupo, esta hora y media responde a las preguntas básicas: cómo se forman los grupos de unas once personas, qué hace (y qué no) el coordinador, cómo se organizan los días y cuánto tiempo libre queda.',
        'La segunda parte es práctica: cómo elegir entre viajes a más de 100 países según el ritmo, el estilo y el presupuesto, cómo leer un itinerario y qué preguntar antes de reservar. Un coordinador y algunas personas que ya han viajado en nuestros grupos cuentan ejemplos reales.',
        'La entrada es gratuita y no hace falta preparar nada; una libreta puede venir bien. Punto de encuentro: {venue}. Pensado para personas de entre 25 y 49 años, más o menos, sobre todo si te planteas viajar por tu cuenta. Reserva con tu cuenta en la web y, si no puedes venir, cancela antes de la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Si vous n’avez jamais voyagé en groupe, cette heure et demie répond aux questions de base : comment se forment les groupes d’environ onze personnes, ce que fait (et ne fait pas) le coordinateur, comment s’organisent les journées et combien de temps libre il reste.',
        'La seconde partie est pratique : comment choisir parmi des voyages dans plus de 100 pays selon le rythme, le style et le budget, comment lire un itinéraire et quelles questions poser avant de réserver. Un coordinateur et quelques personnes qui ont déjà voyagé avec nous partagent des exemples concrets.',
        'L’entrée est gratuite et aucune préparation n’est nécessaire ; un carnet peut servir. Rendez-vous : {venue}. Pensé pour les 25–49 ans environ, surtout si vous envisagez de partir en solo. Réservez avec votre compte sur le site et, si vous ne pouvez pas venir, annulez avant la date limite indiquée sur cette page.',
      ],
      en: [
        'If you have never travelled in a group, this hour and a half answers the basic questions: how groups of about eleven people come together, what the coordinator does (and doesn’t do), how the days are organised and how much free time is left.',
        'The second part is practical: how to choose among trips in more than 100 countries by pace, style and budget, how to read an itinerary and what to ask before booking. A coordinator and a few people who have already travelled with us share real examples.',
        'Entry is free and no preparation is needed, though a notebook helps. Meeting point: {venue}. Designed for anyone aged roughly 25 to 49, especially if you are thinking of travelling on your own. Book with your account on the site and, if you can’t come, cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '19:00', weekend: '11:00' },
    durationMinutes: 90,
    price: 0,
    spots: 30,
    weekendOnly: false,
  },

  'running-club': {
    title: {
      it: 'Corsa di gruppo a {city}',
      es: 'Quedada para correr en {city}',
      fr: 'Course en groupe à {city}',
      en: 'Running club in {city}',
    },
    overview: {
      it: [
        'Una corsa leggera di circa 6 km tra parchi o lungo l’acqua, a un ritmo che permette di chiacchierare. Di solito si formano due gruppi, uno regolare e uno più tranquillo, e nessuno resta indietro: il percorso è ad anello e si arriva insieme.',
        'Appuntamento: {venue}. Vieni già in tenuta da corsa: non ci sono spogliatoi né armadietti, quindi porta solo ciò che sta in tasca. Dopo qualche esercizio di allungamento, chi vuole si ferma per un caffè e due chiacchiere sul prossimo viaggio.',
        'Gratuita e aperta a chi ha più o meno tra i 25 e i 49 anni e riesce a correre per quaranta minuti senza fermarsi; la velocità non conta. Prenota comunque con il tuo account sul sito, così chi organizza sa quante persone aspettarsi.',
      ],
      es: [
        'Una carrera suave de unos 6 km por parques o junto al agua, a un ritmo que permite charlar. Normalmente se forman dos grupos, uno constante y otro más tranquilo, y nadie se queda atrás: el recorrido es circular y se llega a la vez.',
        'Punto de encuentro: {venue}. Ven ya con la ropa de correr: no hay vestuarios ni taquillas, así que trae solo lo que quepa en un bolsillo. Después de unos estiramientos, quien quiera se queda a tomar un café y a charlar del próximo viaje.',
        'Gratuita y abierta a personas de entre 25 y 49 años, más o menos, que puedan correr cuarenta minutos seguidos; la velocidad da igual. Reserva igualmente con tu cuenta en la web para que la organización sepa cuánta gente esperar.',
      ],
      fr: [
        'Une sortie tranquille d’environ 6 km dans les parcs ou au bord de l’eau, à une allure qui permet de discuter. Il y a en général deux groupes, un régulier et un plus tranquille, et personne n’est laissé de côté : la boucle permet de finir ensemble.',
        'Rendez-vous : {venue}. Venez déjà en tenue : il n’y a ni vestiaires ni casiers, prenez seulement ce qui tient dans une poche. Après quelques étirements, celles et ceux qui le souhaitent restent prendre un café et parler du prochain voyage.',
        'Gratuite et ouverte aux 25–49 ans environ capables de courir quarante minutes sans s’arrêter ; la vitesse n’a aucune importance. Réservez quand même avec votre compte sur le site, pour que l’organisation sache combien de personnes attendre.',
      ],
      en: [
        'An easy run of about 6 km through parks or along the water, at a pace where you can still chat. There are usually two groups, a steady one and a gentler one, and nobody gets left behind: the route is a loop and everyone finishes together.',
        'Meeting point: {venue}. Come ready to run: there are no changing rooms or lockers, so bring only what fits in a pocket. After a few stretches together, anyone who fancies it stays on for a coffee and a chat about the next trip.',
        'Free and open to everyone aged roughly 25 to 49 who can run for forty minutes without stopping; speed doesn’t matter. Please still book with your account on the site, so the organisers know how many people to expect.',
      ],
    },
    place: 'outdoor',
    startTime: { weekday: '19:00', weekend: '09:00' },
    durationMinutes: 75,
    price: 0,
    spots: null,
    weekendOnly: false,
  },

  'travel-pub-quiz': {
    title: {
      it: 'Quiz di viaggio a squadre',
      es: 'Quiz viajero por equipos',
      fr: 'Quiz voyage par équipes',
      en: 'Travel pub quiz',
    },
    overview: {
      it: [
        'Cinque manche sul mondo: capitali e bandiere, piatti famosi, monumenti visti dall’alto, canzoni in altre lingue e un giro di foto di cartelli stradali improbabili. Le squadre si formano sul posto, quindi puoi venire senza compagnia e sederti a un tavolo di persone mai viste prima.',
        'Le domande sono scritte da persone della community e da coordinatori che hanno girato parecchio, con qualche tranello preso dai loro viaggi. La squadra vincitrice si porta a casa la gloria e un piccolo premio a tema viaggio.',
        'Il prezzo comprende un drink, alcolico o analcolico, e il materiale del quiz. Appuntamento: {venue}. Per chi ha più o meno tra i 25 e i 49 anni; prenota con il tuo account sul sito e, se serve, disdici entro il termine indicato in questa pagina.',
      ],
      es: [
        'Cinco rondas sobre el mundo: capitales y banderas, platos famosos, monumentos vistos desde el aire, canciones en otros idiomas y una ronda de fotos de señales de tráfico insólitas. Los equipos se forman allí mismo, así que puedes venir sin compañía y sentarte con gente a la que no conoces.',
        'Las preguntas las preparan personas de la comunidad y coordinadores que han viajado mucho, con alguna trampa sacada de sus propios viajes. El equipo ganador se lleva la gloria y un pequeño premio viajero.',
        'El precio incluye una consumición, con o sin alcohol, y el material del concurso. Punto de encuentro: {venue}. Para personas de entre 25 y 49 años, más o menos; reserva con tu cuenta en la web y, si lo necesitas, cancela antes de la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Cinq manches sur le monde : capitales et drapeaux, plats célèbres, monuments vus du ciel, chansons dans d’autres langues et une manche photo de panneaux routiers improbables. Les équipes se forment sur place : vous pouvez venir sans connaître personne et rejoindre une table d’inconnus.',
        'Les questions sont écrites par des membres de la communauté et des coordinateurs qui ont beaucoup voyagé, avec quelques pièges tirés de leurs propres voyages. L’équipe gagnante repart avec la gloire et un petit lot sur le thème du voyage.',
        'Le prix comprend une boisson, avec ou sans alcool, et le matériel du quiz. Rendez-vous : {venue}. Pour les 25–49 ans environ ; réservez avec votre compte sur le site et, si besoin, annulez avant la date limite indiquée sur cette page.',
      ],
      en: [
        'Five rounds about the world: capitals and flags, famous dishes, landmarks seen from above, songs in other languages and a picture round of unlikely road signs. Teams are formed on the spot, so you can come alone and join a table of people you have never met.',
        'The questions are written by community members and coordinators who have travelled widely, with a few trick ones taken from their own trips. The winning team takes home the glory and a small travel-themed prize.',
        'The price includes one drink, with or without alcohol, and the quiz sheets. Meeting point: {venue}. For everyone aged roughly 25 to 49; book with your account on the site and, if you need to, cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '20:00', weekend: '19:00' },
    durationMinutes: 150,
    price: 10,
    spots: 48,
    weekendOnly: false,
  },

  'documentary-night': {
    title: {
      it: 'Serata documentario: il mondo sul grande schermo',
      es: 'Noche de documental: el mundo en pantalla grande',
      fr: 'Soirée documentaire : le monde sur grand écran',
      en: 'Documentary night: the world on the big screen',
    },
    overview: {
      it: [
        'Un documentario su un luogo, un viaggio o le persone che vivono lontano dalle rotte più battute, scelto dalla community tra una rosa di titoli. La proiezione inizia poco dopo l’apertura delle porte, in sala buia e con un buon audio.',
        'Dopo il film c’è mezz’ora di conversazione, spesso con un coordinatore o con una persona che conosce la regione e sa raccontare quello che il film non dice. Una bella serata se preferisci ascoltare che parlare, e un modo per scoprire mete che non avevi ancora in lista.',
        'Il prezzo comprende la proiezione e i popcorn. Appuntamento: {venue}. I film sono in lingua originale con sottotitoli. Per chi ha più o meno tra i 25 e i 49 anni; prenota con il tuo account sul sito e, se serve, disdici entro il termine indicato in questa pagina.',
      ],
      es: [
        'Un documental sobre un lugar, un viaje o la gente que vive lejos de las rutas habituales, elegido por la comunidad entre varias propuestas. La proyección empieza poco después de abrir las puertas, con la sala a oscuras y buen sonido.',
        'Después hay media hora de conversación, a menudo con un coordinador o con una persona que conoce la región y puede contar lo que la película no dice. Un buen plan si prefieres escuchar a hablar, y una forma de descubrir destinos que aún no tenías en la lista.',
        'El precio incluye la proyección y las palomitas. Punto de encuentro: {venue}. Las películas se proyectan en versión original con subtítulos. Para personas de entre 25 y 49 años, más o menos; reserva con tu cuenta en la web y, si hace falta, cancela antes de la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Un documentaire sur un lieu, un voyage ou des gens qui vivent loin des routes habituelles, choisi par la communauté parmi plusieurs propositions. La projection commence peu après l’ouverture des portes, dans une salle plongée dans le noir et avec un bon son.',
        'Ensuite, une demi-heure d’échange, souvent avec un coordinateur ou une personne qui connaît la région et peut raconter ce que le film ne montre pas. Une bonne soirée si vous préférez écouter plutôt que parler, et une façon de découvrir des destinations qui ne figuraient pas encore sur votre liste.',
        'Le prix comprend la projection et le pop-corn. Rendez-vous : {venue}. Les films sont présentés en version originale sous-titrée. Pour les 25–49 ans environ ; réservez avec votre compte sur le site et, si besoin, annulez avant la date limite indiquée sur cette page.',
      ],
      en: [
        'One documentary about a place, a journey or the people who live far from the usual routes, chosen by the community from a shortlist. The screening starts shortly after the doors open, in a darkened room with proper sound.',
        'Afterwards there is half an hour of conversation, often with a coordinator or someone who knows the region on screen and can tell you what the film leaves out. A good evening if you prefer listening to talking, and a way to discover places that weren’t on your list yet.',
        'The price covers the screening and popcorn. Meeting point: {venue}. Films are shown in the original language with subtitles. For everyone aged roughly 25 to 49; book with your account on the site and, if you need to, cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '20:00', weekend: '18:00' },
    durationMinutes: 150,
    price: 5,
    spots: 40,
    weekendOnly: false,
  },

  'travellers-brunch': {
    title: {
      it: 'Brunch tra viaggiatori',
      es: 'Brunch viajero',
      fr: 'Brunch entre voyageurs',
      en: 'Travellers’ brunch',
    },
    overview: {
      it: [
        'Un pasto lento di tarda mattinata a lunghe tavolate condivise, dove la conversazione passa senza fatica dall’ultimo viaggio a quello successivo. È il modo più tranquillo per conoscere la community se le serate non fanno per te.',
        'Il prezzo comprende un brunch completo (piatti dolci e salati, frutta, caffè o tè e una spremuta) preparato per il gruppo. Le opzioni vegetariane ci sono sempre; segnala eventuali allergie al momento della prenotazione.',
        'Appuntamento: {venue}. Per chi ha più o meno tra i 25 e i 49 anni, e l’atmosfera è rilassata anche se vieni senza compagnia. Prenota con il tuo account sul sito; se cambi programma, disdici entro il termine indicato in questa pagina.',
      ],
      es: [
        'Una comida tranquila a media mañana en mesas largas compartidas, donde la conversación pasa sin esfuerzo del último viaje al siguiente. Es la forma más relajada de conocer a la comunidad si las noches no son lo tuyo.',
        'El precio incluye un brunch completo (platos dulces y salados, fruta, café o té y un zumo natural) preparado para el grupo. Siempre hay opciones vegetarianas; avisa de cualquier alergia al reservar.',
        'Punto de encuentro: {venue}. Para personas de entre 25 y 49 años, más o menos, y el ambiente es igual de relajado si vienes sin compañía. Reserva con tu cuenta en la web; si cambian tus planes, cancela antes de la fecha límite que aparece en esta página.',
      ],
      fr: [
        'Un repas sans se presser en fin de matinée, autour de grandes tables partagées où la conversation glisse naturellement du dernier voyage au prochain. La façon la plus douce de rencontrer la communauté si les soirées ne sont pas votre truc.',
        'Le prix comprend un brunch complet (sucré et salé, fruits, café ou thé et un jus frais) préparé pour le groupe. Il y a toujours des options végétariennes ; signalez vos allergies au moment de réserver.',
        'Rendez-vous : {venue}. Pour les 25–49 ans environ, et l’ambiance est tout aussi détendue si vous venez sans connaître personne. Réservez avec votre compte sur le site ; si vos plans changent, annulez avant la date limite indiquée sur cette page.',
      ],
      en: [
        'A slow late-morning meal at long shared tables, where the conversation drifts easily from the last trip to the next one. It is the gentlest way to meet the community if evenings are not your thing.',
        'The price covers a full brunch (sweet and savoury dishes, fruit, coffee or tea and a fresh juice) prepared for the group. There are always vegetarian options; mention any allergies when you book.',
        'Meeting point: {venue}. For everyone aged roughly 25 to 49, and just as relaxed if you come on your own. Book with your account on the site; if your plans change, cancel up to the deadline shown on this page.',
      ],
    },
    place: 'indoor',
    startTime: { weekday: '11:00', weekend: '11:00' },
    durationMinutes: 150,
    price: 22,
    spots: 24,
    weekendOnly: true,
  },

  'park-picnic': {
    title: {
      it: 'Picnic al parco',
      es: 'Pícnic en el parque',
      fr: 'Pique-nique au parc',
      en: 'Picnic in the park',
    },
    overview: {
      it: [
        'Coperte sull’erba, cibo da condividere e un lungo pranzo senza programma. Ogni persona porta qualcosa (un piatto fatto in casa, della frutta, una specialità scoperta in viaggio) e la tavola improvvisata diventa un piccolo giro del mondo.',
        'Appuntamento: {venue}. Da lì si va insieme a piedi fino al prato scelto per la giornata. Porta una coperta, piatto e posate, qualcosa da bere e, alla fine, riporta a casa i tuoi rifiuti.',
        'La partecipazione è gratuita e puoi arrivare o andare via quando vuoi. Aperto a chi ha più o meno tra i 25 e i 49 anni, in compagnia o per conto tuo. Conviene comunque prenotare con il tuo account sul sito, così chi organizza sa quante persone aspettarsi. In caso di pioggia il picnic salta.',
      ],
      es: [
        'Mantas sobre la hierba, platos para compartir y una larga comida sin programa. Cada persona trae algo (un plato casero, fruta, una especialidad descubierta en algún viaje) y el mantel acaba siendo una pequeña vuelta al mundo.',
        'Punto de encuentro: {venue}. Desde allí se va andando hasta el césped elegido para la jornada. Trae una manta, tu plato y tus cubiertos, algo de beber y, al terminar, llévate tu basura.',
        'La participación es gratuita y puedes llegar o marcharte cuando quieras. Abierto a personas de entre 25 y 49 años, más o menos, con amistades o por tu cuenta. Aun así, conviene reservar con tu cuenta en la web para que la organización sepa cuánta gente esperar. Si llueve, el pícnic se suspende.',
      ],
      fr: [
        'Des plaids sur l’herbe, de quoi partager et un long déjeuner sans programme. Chaque personne apporte quelque chose (un plat maison, des fruits, une spécialité découverte en voyage) et la nappe devient un petit tour du monde.',
        'Rendez-vous : {venue}. De là, on rejoint à pied la pelouse choisie pour la journée. Apportez un plaid, votre assiette et vos couverts, de quoi boire et, en partant, remportez vos déchets.',
        'La participation est gratuite et vous pouvez arriver ou repartir quand vous voulez. Ouvert aux 25–49 ans environ, entre amis ou en solo. Il est tout de même utile de réserver avec votre compte sur le site, pour que l’organisation sache combien de personnes attendre. En cas de pluie, le pique-nique est annulé.',
      ],
      en: [
        'Blankets on the grass, food to share and a long lunch with no programme. Everyone brings something (a homemade dish, some fruit, a speciality discovered on a trip) and the spread turns into a small tour of the world.',
        'Meeting point: {venue}. From there you walk together to the lawn chosen for the day. Bring a blanket, your own plate and cutlery and something to drink, and take your rubbish home with you.',
        'Entry is free and you can come and go as you like. Open to everyone aged roughly 25 to 49, with friends or on your own. Booking with your account on the site still helps, so the organisers know how many people to expect. If it rains, the picnic is cancelled.',
      ],
    },
    place: 'outdoor',
    startTime: { weekday: '12:30', weekend: '12:30' },
    durationMinutes: 240,
    price: 0,
    spots: null,
    weekendOnly: true,
  },
}
