import type { Activity, DayText } from './itinerary-texts'

/**
 * The second and third full days at one place, each saying what differs from the first
 * (`ACTIVITY_DAYS`): every day of a trip has its own title.
 */
export const MORE_ACTIVITY_DAYS: Record<Activity, DayText[]> = {
  culture: [
    {
      title: {
        it: 'I dintorni di {place}',
        es: 'Los alrededores de {place}',
        fr: 'Les environs de {place}',
        de: 'Ausflug ins Umland von {place}',
        en: 'Around {place}',
      },
      text: {
        it: 'Oggi usciamo da {place} per un’escursione nei dintorni: un villaggio, un luogo sacro o un panorama che chi è di passaggio non vede. Rientro nel tardo pomeriggio e cena tutti insieme.',
        es: 'Hoy salimos de {place} para una excursión por los alrededores: un pueblo, un lugar sagrado o un mirador que quien va de paso no ve. Volvemos a última hora de la tarde y cenamos todos juntos.',
        fr: 'Aujourd’hui, on sort de {place} pour une excursion dans les environs : un village, un lieu sacré ou un point de vue que les visiteurs pressés ne voient pas. Retour en fin d’après-midi et dîner tous ensemble.',
        de: 'Heute verlassen wir {place} für einen Ausflug ins Umland: ein Dorf, ein heiliger Ort oder ein Aussichtspunkt, den Durchreisende nie sehen. Am späten Nachmittag geht es zurück zum gemeinsamen Abendessen.',
        en: 'Today we leave {place} for an outing into the surroundings: a village, a sacred site or a viewpoint that passing visitors never see. Back in the late afternoon for dinner together.',
      },
    },
    {
      title: {
        it: 'Musei e quartieri di {place}',
        es: 'Museos y barrios de {place}',
        fr: 'Musées et quartiers de {place}',
        de: 'Museen und Viertel von {place}',
        en: 'Museums and neighbourhoods of {place}',
      },
      text: {
        it: 'Mattinata nei musei di {place}, per capire la storia di ciò che abbiamo visto, poi un quartiere lontano dal centro, dove si fa la spesa e si mangia come la gente del posto.',
        es: 'Mañana en los museos de {place}, para entender la historia de lo que hemos visto, y después un barrio lejos del centro, donde se hace la compra y se come como la gente del lugar.',
        fr: 'Matinée dans les musées de {place}, pour comprendre l’histoire de ce que nous avons vu, puis un quartier loin du centre, où l’on fait ses courses et où l’on mange comme les habitants.',
        de: 'Der Vormittag gehört den Museen von {place}, um die Geschichte hinter dem Gesehenen zu verstehen, danach ein Viertel abseits des Zentrums, wo man einkauft und isst wie die Einheimischen.',
        en: 'A morning in the museums of {place}, to understand the story behind what we have seen, then a neighbourhood away from the centre, where we shop and eat like the locals.',
      },
    },
  ],
  nature: [
    {
      title: {
        it: 'Panorami intorno a {place}',
        es: 'Miradores alrededor de {place}',
        fr: 'Points de vue autour de {place}',
        de: 'Aussichtspunkte rund um {place}',
        en: 'Viewpoints around {place}',
      },
      text: {
        it: 'Un’escursione più lunga, per chi se la sente, fino al punto panoramico più bello della zona di {place}; chi preferisce resta a valle per un giro più tranquillo. Ci si ritrova al tramonto.',
        es: 'Una excursión más larga, para quien se anime, hasta el mejor mirador de la zona de {place}; quien lo prefiera se queda abajo con una ruta más tranquila. Nos reencontramos al atardecer.',
        fr: 'Une randonnée plus longue, pour ceux qui en ont envie, jusqu’au plus beau point de vue des environs de {place} ; les autres restent en contrebas pour une balade plus tranquille. On se retrouve au coucher du soleil.',
        de: 'Eine längere Wanderung für alle, die Lust haben, zum schönsten Aussichtspunkt rund um {place}; wer es ruhiger mag, bleibt im Tal auf einer leichteren Runde. Treffpunkt ist zum Sonnenuntergang.',
        en: 'A longer hike, for whoever feels up to it, to the finest viewpoint around {place}; the others stay lower down on a gentler loop. We meet up again at sunset.',
      },
    },
    {
      title: {
        it: 'All’alba a {place}',
        es: 'Al amanecer en {place}',
        fr: 'À l’aube à {place}',
        de: 'Im Morgengrauen in {place}',
        en: 'Dawn at {place}',
      },
      text: {
        it: 'Sveglia prima dell’alba per vedere la natura di {place} che si risveglia: uccelli, luce radente e nessuno in giro. Nel pomeriggio, tempo libero per riposare o per un bagno dove si può.',
        es: 'Nos levantamos antes del amanecer para ver despertar la naturaleza de {place}: pájaros, luz rasante y nadie alrededor. Por la tarde, tiempo libre para descansar o darse un baño donde se pueda.',
        fr: 'Lever avant l’aube pour voir la nature de {place} s’éveiller : les oiseaux, la lumière rasante et personne alentour. L’après-midi, temps libre pour se reposer ou se baigner là où c’est possible.',
        de: 'Aufstehen vor Sonnenaufgang, um die Natur rund um {place} erwachen zu sehen: Vögel, flaches Licht und niemand sonst unterwegs. Am Nachmittag Zeit zum Ausruhen oder für ein Bad, wo es möglich ist.',
        en: 'Up before dawn to watch the wild around {place} wake up: birds, low light and nobody else about. The afternoon is free to rest, or for a swim where there is water.',
      },
    },
  ],
  safari: [
    {
      title: {
        it: 'Safari a piedi a {place}',
        es: 'Safari a pie en {place}',
        fr: 'Safari à pied à {place}',
        de: 'Fußpirsch in {place}',
        en: 'Walking safari in {place}',
      },
      text: {
        it: 'Oggi si scende dal fuoristrada: con un ranger armato camminiamo nella savana di {place}, leggendo tracce e impronte. Nel pomeriggio, foto dal capanno affacciato sulla pozza d’acqua.',
        es: 'Hoy bajamos del todoterreno: con un guarda armado caminamos por la sabana de {place}, leyendo huellas y rastros. Por la tarde, fotos desde el escondite que da a la charca.',
        fr: 'Aujourd’hui, on quitte le 4x4 : avec un ranger armé, on marche dans la savane de {place} en lisant traces et empreintes. L’après-midi, photos depuis l’affût qui domine le point d’eau.',
        de: 'Heute steigen wir aus dem Geländewagen: Mit einem bewaffneten Ranger laufen wir durch die Savanne von {place} und lesen Spuren und Fährten. Am Nachmittag Fotos vom Ansitz über dem Wasserloch.',
        en: 'Today we leave the jeeps behind: with an armed ranger we walk the savannah of {place}, reading tracks and signs. In the afternoon, photos from the hide above the waterhole.',
      },
    },
    {
      title: {
        it: 'Safari al tramonto a {place}',
        es: 'Safari al atardecer en {place}',
        fr: 'Safari au coucher du soleil à {place}',
        de: 'Pirschfahrt bei Sonnenuntergang in {place}',
        en: 'Sunset game drive in {place}',
      },
      text: {
        it: 'Mattinata di riposo al campo, poi un lungo giro pomeridiano a {place} per cercare gli animali che mancano ancora all’appello, fino al tramonto sulla savana.',
        es: 'Mañana de descanso en el campamento y, por la tarde, un largo recorrido por {place} en busca de los animales que aún faltan en la lista, hasta que el sol se pone sobre la sabana.',
        fr: 'Matinée de repos au camp, puis un long safari l’après-midi à {place} pour chercher les animaux qui manquent encore à l’appel, jusqu’au coucher du soleil sur la savane.',
        de: 'Vormittags Ruhe im Camp, nachmittags eine lange Pirschfahrt in {place} auf der Suche nach den Tieren, die noch auf der Liste fehlen, bis die Sonne über der Savanne untergeht.',
        en: 'A lazy morning at camp, then a long afternoon drive in {place} to find the animals still missing from our list, until the sun goes down over the savannah.',
      },
    },
  ],
  trekking: [
    {
      title: {
        it: 'Giro ad anello da {place}',
        es: 'Ruta circular desde {place}',
        fr: 'Boucle au départ de {place}',
        de: 'Rundtour ab {place}',
        en: 'A loop from {place}',
      },
      text: {
        it: 'Un giro ad anello da {place}, con lo zaino leggero: si sale di buon passo fino al punto più alto della giornata e si rientra per un altro sentiero. Pomeriggio di riposo per le gambe.',
        es: 'Una ruta circular desde {place}, con la mochila ligera: subimos a buen ritmo hasta el punto más alto del día y volvemos por otro sendero. Tarde de descanso para las piernas.',
        fr: 'Une boucle au départ de {place}, sac léger sur le dos : on monte d’un bon pas jusqu’au point culminant de la journée et on redescend par un autre sentier. Après-midi de repos pour les jambes.',
        de: 'Eine Rundtour ab {place} mit leichtem Gepäck: in gutem Tempo hinauf zum höchsten Punkt des Tages und auf einem anderen Weg zurück. Der Nachmittag gehört den müden Beinen.',
        en: 'A loop from {place} with light packs: a steady climb to the high point of the day and back down by another path. The afternoon is for resting our legs.',
      },
    },
    {
      title: {
        it: 'Acclimatamento a {place}',
        es: 'Aclimatación en {place}',
        fr: 'Acclimatation à {place}',
        de: 'Akklimatisierung in {place}',
        en: 'Acclimatising at {place}',
      },
      text: {
        it: 'Giornata più tranquilla a {place}: una camminata breve per abituarsi alla quota o al caldo, il tempo di lavare i vestiti e di rifare lo zaino per le tappe che restano.',
        es: 'Un día más tranquilo en {place}: una caminata corta para acostumbrarse a la altura o al calor, y tiempo para lavar la ropa y rehacer la mochila para las etapas que quedan.',
        fr: 'Journée plus calme à {place} : une courte marche pour s’habituer à l’altitude ou à la chaleur, le temps de laver son linge et de refaire son sac pour les étapes qui restent.',
        de: 'Ein ruhigerer Tag in {place}: eine kurze Runde, um sich an Höhe oder Hitze zu gewöhnen, und Zeit, Wäsche zu waschen und den Rucksack für die restlichen Etappen neu zu packen.',
        en: 'An easier day at {place}: a short walk to get used to the altitude or the heat, and time to wash clothes and repack for the stages still ahead.',
      },
    },
  ],
  beach: [
    {
      title: {
        it: 'Snorkeling a {place}',
        es: 'Esnórquel en {place}',
        fr: 'Snorkeling à {place}',
        de: 'Schnorcheln in {place}',
        en: 'Snorkelling at {place}',
      },
      text: {
        it: 'In barca verso i punti migliori per lo snorkeling intorno a {place}: pesci colorati, tartarughe se siamo fortunati e pranzo a bordo. Rientro nel pomeriggio, con il sale sulla pelle.',
        es: 'En barco hasta los mejores puntos de esnórquel de {place}: peces de colores, tortugas si tenemos suerte y comida a bordo. Volvemos por la tarde, con la sal en la piel.',
        fr: 'En bateau vers les meilleurs spots de snorkeling autour de {place} : poissons colorés, tortues si on a de la chance et déjeuner à bord. Retour l’après-midi, le sel sur la peau.',
        de: 'Mit dem Boot zu den besten Schnorchelplätzen rund um {place}: bunte Fische, mit etwas Glück Schildkröten und Mittagessen an Bord. Am Nachmittag zurück, Salz auf der Haut.',
        en: 'By boat to the best snorkelling spots around {place}: bright fish, turtles if we are lucky and lunch on board. Back in the afternoon with salt on our skin.',
      },
    },
    {
      title: {
        it: 'Calette nascoste di {place}',
        es: 'Calas escondidas de {place}',
        fr: 'Criques cachées de {place}',
        de: 'Versteckte Buchten bei {place}',
        en: 'Hidden coves near {place}',
      },
      text: {
        it: 'A piedi o in scooter lungo la costa di {place}, alla ricerca delle calette che non finiscono sulle cartoline. Pranzo di pesce in un chiosco sulla spiaggia e bagno al tramonto.',
        es: 'A pie o en moto por la costa de {place}, en busca de las calas que no salen en las postales. Comida de pescado en un chiringuito y baño al atardecer.',
        fr: 'À pied ou en scooter le long de la côte de {place}, à la recherche des criques qui ne figurent sur aucune carte postale. Déjeuner de poisson dans une paillote et baignade au coucher du soleil.',
        de: 'Zu Fuß oder mit dem Roller die Küste von {place} entlang, auf der Suche nach Buchten, die es auf keine Postkarte schaffen. Fisch zum Mittagessen in einer Strandbar und ein Bad zum Sonnenuntergang.',
        en: 'On foot or by scooter along the coast of {place}, looking for the coves that never make the postcards. A fish lunch at a beach shack and a swim at sunset.',
      },
    },
  ],
  sailing: [
    {
      title: {
        it: 'Veleggiata intorno a {place}',
        es: 'Navegando alrededor de {place}',
        fr: 'Navigation autour de {place}',
        de: 'Segeltag rund um {place}',
        en: 'Under sail around {place}',
      },
      text: {
        it: 'Una giornata a vela senza fretta intorno a {place}: chi vuole impara a regolare le vele con lo skipper, gli altri si godono il sole a prua. Sosta in una baia per il bagno e il pranzo.',
        es: 'Un día de navegación sin prisas alrededor de {place}: quien quiera aprende a trimar las velas con el patrón y los demás disfrutan del sol en proa. Parada en una bahía para el baño y la comida.',
        fr: 'Une journée de voile sans hâte autour de {place} : ceux qui le veulent apprennent à régler les voiles avec le skipper, les autres profitent du soleil à l’avant. Escale dans une baie pour la baignade et le déjeuner.',
        de: 'Ein gemütlicher Segeltag rund um {place}: Wer mag, lernt vom Skipper, die Segel zu trimmen, die anderen genießen die Sonne auf dem Vorschiff. Stopp in einer Bucht zum Baden und Mittagessen.',
        en: 'An unhurried day under sail around {place}: whoever wants learns to trim the sails with the skipper, the others enjoy the sun on the foredeck. A stop in a bay for a swim and lunch.',
      },
    },
    {
      title: {
        it: 'A terra a {place}',
        es: 'En tierra en {place}',
        fr: 'À terre à {place}',
        de: 'Landgang in {place}',
        en: 'Ashore at {place}',
      },
      text: {
        it: 'La barca resta in porto a {place}: giornata a terra tra il mercato, una passeggiata fino al punto più alto e la cena in un locale sul porto, prima di riprendere il mare.',
        es: 'El barco se queda en puerto en {place}: día en tierra para el mercado, un paseo hasta el punto más alto y cena en un local del puerto antes de volver a zarpar.',
        fr: 'Le bateau reste au port à {place} : journée à terre pour le marché, une balade jusqu’au point le plus haut et dîner dans une adresse du port avant de reprendre la mer.',
        de: 'Das Boot bleibt im Hafen von {place}: ein Tag an Land für den Markt, einen Spaziergang zum höchsten Punkt und ein Abendessen in einem Lokal am Hafen, bevor es wieder hinausgeht.',
        en: 'The boat stays in port at {place}: a day ashore for the market, a walk up to the highest point and dinner at a harbourside place before we put to sea again.',
      },
    },
  ],
  nightlife: [
    {
      title: {
        it: 'Musica dal vivo a {place}',
        es: 'Música en directo en {place}',
        fr: 'Concerts à {place}',
        de: 'Livemusik in {place}',
        en: 'Live music in {place}',
      },
      text: {
        it: 'Mattinata per recuperare, brunch tutti insieme e pomeriggio tra negozi di dischi e mercatini di {place}. La sera, un concerto in un locale che conosce solo chi vive qui.',
        es: 'Mañana para recuperarse, brunch todos juntos y tarde entre tiendas de discos y mercadillos de {place}. Por la noche, un concierto en un local que solo conoce la gente de aquí.',
        fr: 'Matinée pour récupérer, brunch tous ensemble et après-midi entre disquaires et petits marchés de {place}. Le soir, un concert dans une salle que seuls les habitants connaissent.',
        de: 'Ausschlafen, gemeinsamer Brunch und ein Nachmittag zwischen Plattenläden und Flohmärkten von {place}. Abends ein Konzert in einem Club, den nur Einheimische kennen.',
        en: 'A slow morning, brunch together and an afternoon among the record shops and flea markets of {place}. In the evening, a gig somewhere only the locals know.',
      },
    },
    {
      title: {
        it: 'Tramonto e festa a {place}',
        es: 'Atardecer y fiesta en {place}',
        fr: 'Coucher de soleil et fête à {place}',
        de: 'Sonnenuntergang und Party in {place}',
        en: 'Sunset and a party in {place}',
      },
      text: {
        it: 'Pomeriggio lento a {place}, poi aperitivo su una terrazza panoramica al tramonto e serata nel locale più chiacchierato del momento, con un coordinatore che sa a quale porta bussare.',
        es: 'Tarde tranquila en {place}, luego aperitivo en una terraza con vistas al atardecer y noche en el local del que todo el mundo habla, con un coordinador que sabe a qué puerta llamar.',
        fr: 'Après-midi tranquille à {place}, puis apéritif sur un toit-terrasse au coucher du soleil et soirée dans le lieu dont tout le monde parle, avec un coordinateur qui sait à quelle porte frapper.',
        de: 'Ein entspannter Nachmittag in {place}, dann ein Aperitif auf einer Dachterrasse zum Sonnenuntergang und ein Abend im angesagtesten Club, mit einem Koordinator, der weiß, wo man hineinkommt.',
        en: 'A slow afternoon in {place}, then drinks on a rooftop at sunset and a night at the spot everyone is talking about, with a coordinator who knows which door to knock on.',
      },
    },
  ],
  road: [
    {
      title: {
        it: 'Strade secondarie intorno a {place}',
        es: 'Carreteras secundarias cerca de {place}',
        fr: 'Petites routes autour de {place}',
        de: 'Nebenstraßen rund um {place}',
        en: 'Back roads around {place}',
      },
      text: {
        it: 'Lasciamo la strada principale per le vie secondarie intorno a {place}: villaggi, fattorie e un pranzo al sacco nel primo prato che ci piace. Si rientra alla base prima di cena.',
        es: 'Dejamos la carretera principal por las secundarias que rodean {place}: pueblos, granjas y un pícnic en el primer prado que nos guste. Volvemos a la base antes de la cena.',
        fr: 'On quitte la grande route pour les petites routes autour de {place} : villages, fermes et pique-nique dans le premier pré qui nous plaît. Retour à la base avant le dîner.',
        de: 'Wir verlassen die Hauptstraße für die Nebenstraßen rund um {place}: Dörfer, Bauernhöfe und ein Picknick auf der ersten schönen Wiese. Vor dem Abendessen sind wir zurück im Quartier.',
        en: 'We leave the main road for the back roads around {place}: villages, farms and a picnic in the first meadow we like. Back at base before dinner.',
      },
    },
    {
      title: {
        it: 'L’alba su {place}',
        es: 'Amanecer sobre {place}',
        fr: 'Lever de soleil sur {place}',
        de: 'Sonnenaufgang über {place}',
        en: 'Sunrise over {place}',
      },
      text: {
        it: 'Partenza prima dell’alba per vedere il sole sorgere sul panorama più famoso di {place}, colazione lungo la strada e pomeriggio libero per riposare dopo tanti chilometri.',
        es: 'Salimos antes del amanecer para ver salir el sol sobre el paisaje más famoso de {place}, desayunamos por el camino y tenemos la tarde libre para descansar después de tantos kilómetros.',
        fr: 'Départ avant l’aube pour voir le soleil se lever sur le panorama le plus célèbre de {place}, petit-déjeuner en route et après-midi libre pour se reposer après tous ces kilomètres.',
        de: 'Aufbruch vor der Morgendämmerung, um die Sonne über dem berühmtesten Panorama von {place} aufgehen zu sehen, Frühstück unterwegs und ein freier Nachmittag zum Ausruhen nach all den Kilometern.',
        en: 'Off before dawn to watch the sun rise over the best-known view of {place}, breakfast on the way and a free afternoon to rest after all those miles.',
      },
    },
  ],
  expedition: [
    {
      title: {
        it: 'Secondo sbarco a {place}',
        es: 'Segundo desembarco en {place}',
        fr: 'Deuxième débarquement à {place}',
        de: 'Zweite Anlandung bei {place}',
        en: 'A second landing at {place}',
      },
      text: {
        it: 'Un secondo sbarco a {place}, in un altro punto della costa: una camminata fino al belvedere sopra la baia, con le guide che ci mostrano licheni, muschi e le tracce dei primi esploratori.',
        es: 'Un segundo desembarco en {place}, en otro punto de la costa: una caminata hasta el mirador sobre la bahía, con los guías mostrándonos líquenes, musgos y las huellas de los primeros exploradores.',
        fr: 'Un deuxième débarquement à {place}, sur une autre partie de la côte : une marche jusqu’au belvédère qui domine la baie, avec les guides qui nous montrent lichens, mousses et traces des premiers explorateurs.',
        de: 'Eine zweite Anlandung bei {place}, an einer anderen Stelle der Küste: ein Aufstieg zum Aussichtspunkt über der Bucht, und die Guides zeigen uns Flechten, Moose und die Spuren der ersten Entdecker.',
        en: 'A second landing at {place}, on another stretch of coast: a walk up to the lookout above the bay, with the guides pointing out lichens, mosses and traces of the first explorers.',
      },
    },
    {
      title: {
        it: 'In zodiac lungo la costa di {place}',
        es: 'En zodiac por la costa de {place}',
        fr: 'En zodiac le long de {place}',
        de: 'Im Zodiac vor {place}',
        en: 'By zodiac along {place}',
      },
      text: {
        it: 'Oggi niente sbarco: gli zodiac costeggiano {place} tra scogli e baie, a pochi metri da foche, pinguini e uccelli marini. Nel pomeriggio, una conferenza a bordo e tè caldo sul ponte.',
        es: 'Hoy no desembarcamos: las zodiacs bordean {place} entre rocas y bahías, a pocos metros de focas, pingüinos y aves marinas. Por la tarde, una charla a bordo y té caliente en cubierta.',
        fr: 'Pas de débarquement aujourd’hui : les zodiacs longent {place} entre rochers et baies, à quelques mètres des phoques, des manchots et des oiseaux marins. L’après-midi, conférence à bord et thé chaud sur le pont.',
        de: 'Heute keine Anlandung: Die Zodiacs fahren an {place} entlang, zwischen Felsen und Buchten, wenige Meter von Robben, Pinguinen und Seevögeln entfernt. Nachmittags ein Vortrag an Bord und heißer Tee an Deck.',
        en: 'No landing today: the zodiacs cruise along {place} among rocks and bays, a few metres from seals, penguins and seabirds. In the afternoon, a talk on board and hot tea on deck.',
      },
    },
  ],
}
