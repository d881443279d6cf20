import type { FixedRouteName } from './types'

/** Title, then paragraphs: the demo text of the page of each fixed route (spec 001 §2.6). */
type Copy = [title: string, ...paragraphs: string[]]

export const FIXED_PAGES: Record<Exclude<FixedRouteName, 'index'>, { it: Copy; en: Copy }> = {
  'age-groups': {
    it: ['Fasce di età', 'Viaggiamo con persone della tua generazione: i gruppi sono pensati per chi ha tra 25 e 35 anni oppure tra 35 e 49 anni.', 'Ogni partenza indica la sua fascia. Se hai 21-25 anni o sei appena oltre il limite, scrivici: valutiamo ogni richiesta insieme al coordinatore.'],
    en: ['Age groups', 'You travel with people of your generation: groups are designed for 25 to 35 year olds or for 35 to 49 year olds.', 'Every departure shows its age range. If you are 21 to 25 or just above the limit, write to us: we look at each request with the trip coordinator.'],
  },
  contacts: {
    it: ['Contatti', 'Il nostro team di assistenza risponde dal lunedì al venerdì, dalle 9 alle 19, via chat, e-mail e telefono.', 'Per una prenotazione già confermata tieni a portata di mano il codice del viaggio: ci aiuta a risponderti più in fretta.'],
    en: ['Contact us', 'Our customer care team answers Monday to Friday, 9 am to 7 pm, by chat, e-mail and phone.', 'If you already have a booking, keep your trip code at hand: it helps us answer you faster.'],
  },
  'how-it-works': {
    it: ['Come funziona', 'Scegli un viaggio, prenota con un acconto e unisciti a un piccolo gruppo di circa 11 persone guidato da un coordinatore.', 'Il saldo si paga 31 giorni prima della partenza. Fino ad allora puoi cancellare gratuitamente; con l’opzione flessibile fino a 8 giorni prima.', 'Quando il viaggio è confermato puoi comprare i voli: il coordinatore ti aspetta sul posto e la chat di gruppo si apre qualche settimana prima.'],
    en: ['How it works', 'Pick a trip, book with a deposit and join a small group of about 11 people led by a trip coordinator.', 'The balance is due 31 days before departure. Until then you can cancel for free; with the flexible option, up to 8 days before.', 'Once the trip is confirmed you can buy your flights: the coordinator meets you there and the group chat opens a few weeks before.'],
  },
  'no-sharing-room': {
    it: ['Camera non condivisa', 'Preferisci dormire da solo? Su molti viaggi puoi scegliere una camera singola con un supplemento.', 'Se prenoti in due, la camera privata è gratuita: basta indicarlo al momento della prenotazione.'],
    en: ['Private room', 'Would you rather sleep on your own? On many trips you can choose a single room for a supplement.', 'Booking for two? The private room is free: just say so when you book.'],
  },
  travels: {
    it: ['Tutti i viaggi', 'Più di 100 paesi, itinerari da una a tre settimane, partenze tutto l’anno.', 'Filtra per destinazione, date, durata e budget per trovare il gruppo giusto per te.'],
    en: ['All trips', 'More than 100 countries, itineraries from one to three weeks, departures all year round.', 'Filter by destination, dates, length and budget to find the right group for you.'],
  },
  coordinators: {
    it: ['I nostri coordinatori', 'Sono viaggiatori esperti che conoscono la destinazione e tengono unito il gruppo, dalla prima cena all’ultimo brindisi.', 'Ogni coordinatore segue una formazione su sicurezza, primo soccorso e gestione del gruppo.'],
    en: ['Our coordinators', 'They are seasoned travellers who know the destination and keep the group together, from the first dinner to the last toast.', 'Every coordinator is trained in safety, first aid and group dynamics.'],
  },
  tours: {
    it: ['Partenze confermate', 'Queste partenze hanno raggiunto il numero minimo di viaggiatori: si parte di sicuro.', 'Puoi prenotare i voli con tranquillità; i posti rimasti sono indicati su ogni data.'],
    en: ['Confirmed departures', 'These departures have reached their minimum number of travellers: they are going ahead.', 'You can book your flights with peace of mind; the seats left are shown on every date.'],
  },
  faqs: {
    it: ['Domande frequenti', 'Tutto quello che ci chiedono più spesso su prenotazioni, pagamenti, assicurazione e vita di gruppo.', 'Non trovi la risposta? Il nostro team è a disposizione dal lunedì al venerdì.'],
    en: ['Frequently asked questions', 'Everything people ask us most about bookings, payments, insurance and group life.', 'Can’t find your answer? Our team is there for you Monday to Friday.'],
  },
  'media-sharing': {
    it: ['Condividi i tuoi ricordi', 'Foto e video del viaggio si raccolgono in un album condiviso con il gruppo.', 'Con il tuo consenso possiamo pubblicarne alcuni sui nostri canali, sempre citando l’autore.'],
    en: ['Share your memories', 'Trip photos and videos are collected in an album shared with the group.', 'With your consent we may publish some of them on our channels, always crediting the author.'],
  },
  'media-coordinators': {
    it: ['Media per i coordinatori', 'Materiali, loghi e linee guida per raccontare i viaggi sui social con il nostro stile.', 'Per richieste particolari scrivi al team comunicazione.'],
    en: ['Media kit for coordinators', 'Material, logos and guidelines to tell the story of your trips on social media in our style.', 'For special requests, write to the communications team.'],
  },
  'legal-general-condition': {
    it: ['Condizioni generali', 'Queste condizioni regolano il contratto di viaggio tra te e l’organizzatore, dalla prenotazione al rientro.', 'Il contratto si conclude con il pagamento dell’acconto; il saldo è dovuto 31 giorni prima della partenza.'],
    en: ['General conditions', 'These conditions govern the travel contract between you and the organiser, from booking to your return.', 'The contract is concluded when the deposit is paid; the balance is due 31 days before departure.'],
  },
  'legal-privacy-policy': {
    it: ['Informativa sulla privacy', 'Trattiamo i tuoi dati personali solo per organizzare il viaggio, assisterti e, se lo desideri, inviarti la newsletter.', 'Puoi chiedere in ogni momento l’accesso, la correzione o la cancellazione dei tuoi dati.'],
    en: ['Privacy policy', 'We process your personal data only to organise your trip, to assist you and, if you wish, to send you our newsletter.', 'You can ask at any time to access, correct or delete your data.'],
  },
  'legal-terms-conditions': {
    it: ['Termini e condizioni d’uso', 'Usando il sito accetti queste regole sull’uso dei contenuti, dell’account e dei servizi online.', 'I contenuti del sito sono protetti: non possono essere copiati senza autorizzazione.'],
    en: ['Terms of use', 'By using this site you accept these rules on the use of its content, your account and our online services.', 'The content of this site is protected and may not be copied without permission.'],
  },
  'legal-cancellation-policy': {
    it: ['Politica di cancellazione', 'Puoi cancellare gratuitamente fino a 31 giorni prima della partenza.', 'Con l’opzione di cancellazione flessibile puoi cancellare fino a 8 giorni prima; l’acconto ti viene restituito come buono regalo.'],
    en: ['Cancellation policy', 'You can cancel for free up to 31 days before departure.', 'With the flexible cancellation option you can cancel up to 8 days before; the deposit comes back to you as a gift card.'],
  },
  'area-asia': {
    it: ['Viaggi in Asia', 'Templi all’alba in Cambogia, street food a Bangkok, risaie a Bali: l’Asia in piccoli gruppi.', 'Itinerari da 9 a 21 giorni con coordinatore e attività incluse.'],
    en: ['Trips to Asia', 'Temples at dawn in Cambodia, street food in Bangkok, rice terraces in Bali: Asia in small groups.', 'Itineraries of 9 to 21 days with a coordinator and activities included.'],
  },
  'area-europe': {
    it: ['Viaggi in Europa', 'Fiordi norvegesi, isole greche e capitali da scoprire in un weekend lungo.', 'Perfetti per un primo viaggio di gruppo, anche in pochi giorni.'],
    en: ['Trips to Europe', 'Norwegian fjords, Greek islands and capitals to discover over a long weekend.', 'Ideal for a first group trip, even in just a few days.'],
  },
  'area-america': {
    it: ['Viaggi in America', 'Dalla Patagonia ai parchi dello Utah, dalle spiagge del Messico alle Ande del Perù.', 'Road trip, trekking e città: scegli il ritmo che fa per te.'],
    en: ['Trips to the Americas', 'From Patagonia to the parks of Utah, from the beaches of Mexico to the Andes of Peru.', 'Road trips, treks and cities: choose the pace that suits you.'],
  },
  'area-africa': {
    it: ['Viaggi in Africa', 'Safari in Tanzania, deserti del Marocco, spiagge di Zanzibar.', 'Viaggi con guide locali e alloggi selezionati per vivere il continente da vicino.'],
    en: ['Trips to Africa', 'Safaris in Tanzania, the deserts of Morocco, the beaches of Zanzibar.', 'Trips with local guides and hand-picked places to stay, to live the continent up close.'],
  },
  'area-oceania': {
    it: ['Viaggi in Oceania', 'La Grande Barriera Corallina, i vulcani della Nuova Zelanda, le isole del Pacifico.', 'Itinerari lunghi per chi vuole andare davvero lontano.'],
    en: ['Trips to Oceania', 'The Great Barrier Reef, the volcanoes of New Zealand, the islands of the Pacific.', 'Longer itineraries for those who want to go really far.'],
  },
  'area-antarctica': {
    it: ['Viaggi in Antartide', 'Una spedizione in nave tra iceberg, pinguini e balene, partendo da Ushuaia.', 'Poche partenze all’anno, durante l’estate australe.'],
    en: ['Trips to Antarctica', 'An expedition cruise among icebergs, penguins and whales, setting sail from Ushuaia.', 'A handful of departures a year, during the southern summer.'],
  },
  'wemeet-by-product': {
    it: ['WeMeet', 'Eventi dal vivo nella tua città per conoscere altri viaggiatori prima di partire.', 'Aperitivi, escursioni e serate a tema: trova il prossimo incontro vicino a te.'],
    en: ['WeMeet', 'In-person events in your city to meet other travellers before you go.', 'Drinks, day trips and themed evenings: find the next meet-up near you.'],
  },
  'wemeet-by-product-about': {
    it: ['Cos’è WeMeet', 'WeMeet nasce dalla nostra community: persone che si sono conosciute in viaggio e vogliono continuare a vedersi.', 'Gli eventi sono organizzati da membri della community e sono aperti a tutti.'],
    en: ['About WeMeet', 'WeMeet grew out of our community: people who met on a trip and wanted to keep seeing each other.', 'Events are organised by community members and open to everyone.'],
  },
  'our-values': {
    it: ['I nostri valori', 'Crediamo che viaggiare insieme renda il mondo più piccolo e le persone più vicine.', 'Rispetto per le comunità locali, trasparenza sui prezzi e gruppi piccoli: sono le regole che non cambiamo.'],
    en: ['Our values', 'We believe that travelling together makes the world smaller and people closer.', 'Respect for local communities, honest prices and small groups: these are the rules we never change.'],
  },
}
