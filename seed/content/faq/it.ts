import { BRAND_NAME } from '../../../src/lib/brand'
import type { FaqCopy } from './types'

export const FAQ_IT: FaqCopy = {
  title: 'Domande frequenti',
  lead: `Tutto quello che ti serve sapere prima di partire con ${BRAND_NAME}: prenotazione, pagamenti, gruppo e coordinatore, documenti e cancellazione. Hai ancora un dubbio? Il nostro servizio clienti ti risponde dal lunedì al venerdì, dalle 9:00 alle 19:00.`,
  categories: {
    booking: {
      name: 'Prenotazione',
      items: [
        [
          'Come prenoto un viaggio?',
          'Scegli il viaggio e la data di partenza e prenoti online in pochi minuti. I prezzi sono a persona e il posto è tuo appena versi l’acconto.',
        ],
        [
          'Quanto pago al momento della prenotazione?',
          'Un acconto di 100 € ti assicura il posto. Il saldo si paga 31 giorni prima della partenza.',
        ],
        [
          'Quando una partenza è confermata?',
          'Ogni partenza indica il numero minimo di viaggiatori che la conferma e il numero massimo del gruppo. Appena si raggiunge il minimo, la partenza risulta confermata e puoi organizzare il resto in tutta tranquillità.',
        ],
        [
          'I voli sono compresi?',
          'No, a meno che la pagina del viaggio non dica il contrario. Se vuoi, il nostro team ti consiglia quali voli prendere per raggiungere il gruppo.',
        ],
        [
          'Come contatto il servizio clienti?',
          'Ti rispondiamo dal lunedì al venerdì, dalle 9:00 alle 19:00, al telefono, via e-mail e su WhatsApp. Alle e-mail rispondiamo entro 24 ore.',
        ],
      ],
    },
    payment: {
      name: 'Pagamento',
      items: [
        ['Con quali metodi posso pagare?', 'Puoi pagare con carta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay.'],
        ['Quando si paga il saldo?', 'Il saldo va pagato 31 giorni prima della partenza: fino a quel momento hai versato solo l’acconto.'],
        [
          'E se prenoto a meno di 31 giorni dalla partenza?',
          'In quel caso paghi subito l’intero prezzo, perché la scadenza del saldo è già arrivata.',
        ],
        [
          'Cos’è la cassa comune?',
          'È un fondo condiviso che copre le spese locali durante il viaggio. L’importo è indicato su ogni viaggio e lo gestisce il coordinatore insieme al gruppo.',
        ],
      ],
    },
    group: {
      name: 'Il gruppo',
      items: [
        [
          'Quante persone ci sono in un gruppo?',
          'I nostri sono piccoli gruppi, in media di 11 viaggiatori. Ogni partenza indica il numero minimo di partecipanti e la dimensione massima del gruppo.',
        ],
        [
          'Che età hanno gli altri viaggiatori?',
          'Chi viaggia con noi ha più o meno tra i 25 e i 49 anni. Ogni partenza è pensata per la fascia 25-35 o 35-49 e lo indica; se hai tra 21 e 25 anni o sei appena fuori fascia, chiedici pure: il team decide insieme al coordinatore.',
        ],
        [
          'Se parto da solo o da sola, dividerò la camera?',
          'Sì, condividi la camera con un viaggiatore dello stesso genere, salvo indicazione diversa nel viaggio. Sui viaggi con l’opzione camera singola puoi prenotarla pagando un supplemento.',
        ],
        [
          'Siamo in due: possiamo avere una camera tutta per noi?',
          'Certo, e senza costi in più: se prenotate in due, la camera privata è gratuita.',
        ],
      ],
    },
    coordinator: {
      name: 'Il coordinatore',
      items: [
        [
          'Chi è il coordinatore?',
          `Un viaggiatore come te, formato da ${BRAND_NAME}, che accompagna ogni gruppo dal primo all’ultimo giorno. Tiene unito il gruppo, segue l’organizzazione di tutti i giorni e gestisce con voi la cassa comune.`,
        ],
        [
          'Il coordinatore è una guida locale?',
          'No, il coordinatore non è una guida locale. Per le visite si uniscono al gruppo guide del posto, che conoscono a fondo la destinazione.',
        ],
        [
          'Quando conosco il coordinatore e il gruppo?',
          'Circa 3 settimane prima della partenza si apre la chat di gruppo con il coordinatore. Lì puoi fare domande e presentarti prima ancora di partire.',
        ],
      ],
    },
    documents: {
      name: 'Documenti e assicurazione',
      items: [
        [
          'Di quali documenti ho bisogno?',
          'Di un passaporto valido: per la maggior parte dei paesi deve esserlo ancora 6 mesi dopo il rientro. Dopo la prenotazione ti mandiamo una checklist per il tuo viaggio.',
        ],
        [
          'Mi serve un visto?',
          'Dipende dalla destinazione: la pagina del viaggio indica quali visti servono. Procurarli spetta a te, e la checklist che ricevi dopo la prenotazione ti aiuta a farlo per tempo.',
        ],
        [
          'Servono vaccinazioni?',
          'Solo quelle richieste dalla destinazione. Sono sotto la tua responsabilità; la checklist che ricevi dopo la prenotazione ti dice cosa verificare.',
        ],
        ['L’assicurazione di viaggio è inclusa?', 'Sì, l’assicurazione medica e bagaglio è sempre inclusa nel prezzo di ogni viaggio.'],
      ],
    },
    cancellation: {
      name: 'Cancellazione',
      items: [
        [
          'Posso cancellare gratuitamente?',
          'Sì, fino a 31 giorni prima della partenza. Ti rimborsiamo tutto quello che hai pagato entro 14 giorni.',
        ],
        [
          'Quanto costa cancellare più tardi?',
          'Da 30 a 15 giorni prima della partenza paghi il 50% del prezzo, da 14 a 8 giorni il 75%. A 7 giorni o meno, o se non ti presenti, paghi il 100%.',
        ],
        [
          'Cos’è l’opzione di cancellazione flessibile?',
          'La scegli al momento della prenotazione, a 49 € a persona. Puoi così cancellare gratis fino a 8 giorni prima della partenza: l’acconto ti torna come buono regalo dello stesso valore, valido 12 mesi, e il resto ti viene rimborsato in denaro.',
        ],
        [
          'Cosa succede se una partenza non raggiunge il minimo?',
          'Se 21 giorni prima della partenza il numero minimo di viaggiatori non è stato raggiunto, cancelliamo la partenza. Scegli tu se avere il rimborso completo o passare a un’altra partenza.',
        ],
      ],
    },
  },
}
