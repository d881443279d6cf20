import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { CANCELLATION as C, cancellationFee, euros } from './scale'

const bookings = mailAddress('it', 'bookings')
const eur = (amount: number) => euros(amount, 'it')
const price = C.examplePrice
const [half, most] = C.bands

export const cancellationPolicy: LegalDocument = {
  title: 'Politica di cancellazione',
  updated: LEGAL_UPDATED,
  lead: `I programmi possono cambiare, ed è giusto che Lei sappia in anticipo che cosa accade se non può più partire. Questa politica spiega quanto costa cancellare un viaggio prenotato con ${BRAND_NAME}, come funziona l’opzione di cancellazione flessibile, come e quando vengono effettuati i rimborsi e che cosa succede se siamo noi a dover annullare una partenza. Fa parte delle condizioni generali del contratto di pacchetto turistico.`,
  sections: [
    {
      heading: '1. A chi si applica questa politica',
      body: [
        `I viaggi proposti sul sito sono organizzati da ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italia, partita IVA ${OPERATOR.vat}, in qualità di tour operator ai sensi della Direttiva (UE) 2015/2302 sui pacchetti turistici e del Codice del Turismo. La politica si applica a ogni viaggiatore indicato in una prenotazione.`,
        'I giorni sono giorni di calendario contati a ritroso dalla data di partenza indicata nella prenotazione; il giorno della partenza non si conta. Tutti i prezzi sono per persona e ciascun viaggiatore di una prenotazione può cancellare indipendentemente dagli altri.',
      ],
    },
    {
      heading: '2. La scala di cancellazione standard',
      body: [
        'Se non ha scelto l’opzione di cancellazione flessibile, in caso di cancellazione si applica la scala seguente. La percentuale è calcolata sul prezzo intero del viaggio per persona:',
        {
          bullets: [
            `fino a ${C.freeFromDays} giorni prima della partenza: nessuna penale; tutto quanto versato Le viene rimborsato entro ${C.refundWithinDays} giorni;`,
            `da ${half.fromDays} a ${half.toDays} giorni prima della partenza: il ${half.percent} % del prezzo;`,
            `da ${most.fromDays} a ${most.toDays} giorni prima della partenza: il ${most.percent} % del prezzo;`,
            `${C.bands[2].fromDays} giorni o meno prima della partenza, oppure in caso di mancata presentazione all’inizio del viaggio: il ${C.bands[2].percent} % del prezzo.`,
          ],
        },
        'Se ha già pagato più di quanto dovuto secondo la scala, Le rimborsiamo la differenza. Gli eventuali supplementi prenotati (per esempio la camera singola) seguono la stessa scala del prezzo del viaggio.',
      ],
    },
    {
      heading: '3. L’opzione di cancellazione flessibile',
      body: [
        `Al momento della prenotazione può aggiungere l’opzione di cancellazione flessibile al prezzo di ${eur(C.flexible.price)} per persona. L’opzione si sceglie solo prenotando, non in seguito, e il suo prezzo non è rimborsabile.`,
        `Con l’opzione può cancellare senza penali fino a ${C.flexible.freeFromDays} giorni prima della partenza. L’acconto di ${eur(C.deposit)} Le viene restituito come buono regalo ${BRAND_NAME} di pari valore, valido ${C.flexible.giftCardMonths} mesi e utilizzabile su qualsiasi viaggio; il resto di quanto versato Le viene rimborsato in denaro entro ${C.refundWithinDays} giorni. Se cancella ${C.bands[2].fromDays} giorni o meno prima della partenza, si applica la scala standard.`,
      ],
    },
    {
      heading: '4. Come cancellare',
      body: [
        [
          'Può cancellare dal Suo account, nella prenotazione che desidera annullare, oppure scrivendo a ',
          { label: bookings, url: `mailto:${bookings}` },
          ' dall’indirizzo e-mail usato per prenotare, indicando il codice della prenotazione e i nomi dei viaggiatori che cancellano.',
        ],
        'La data di cancellazione è il giorno in cui riceviamo la richiesta; una richiesta ricevuta di sabato, di domenica o in un giorno festivo vale da quel giorno, anche se il nostro team la gestisce il primo giorno lavorativo successivo (dal lunedì al venerdì, 9:00–19:00). Confermiamo ogni cancellazione via e-mail indicando l’importo che sarà rimborsato.',
      ],
    },
    {
      heading: '5. Rimborsi: quando e come',
      body: [
        `I rimborsi vengono effettuati entro ${C.refundWithinDays} giorni dalla cancellazione, con lo stesso metodo di pagamento utilizzato: carta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay. Se ha pagato in sterline o in dollari, il rimborso avviene nella stessa valuta.`,
        'Il tempo necessario perché l’importo compaia sull’estratto conto dipende dalla Sua banca o dal fornitore del pagamento, di solito pochi giorni lavorativi. I buoni regalo vengono inviati via e-mail e compaiono nel Suo account.',
      ],
    },
    {
      heading: '6. Cedere la prenotazione a un’altra persona',
      body: [
        `Invece di cancellare, può cedere il Suo posto a un’altra persona che soddisfi le condizioni del viaggio (in particolare la fascia di età e i documenti richiesti). Ce lo comunichi almeno ${C.transferNoticeDays} giorni prima della partenza, indicando i dati del nuovo viaggiatore.`,
        'Per la cessione non applichiamo alcun diritto fisso. Addebitiamo soltanto i costi effettivamente sostenuti, per esempio il cambio di nome su un volo incluso nel viaggio, e glieli comunichiamo prima della conferma. Lei e il nuovo viaggiatore siete solidalmente responsabili del saldo non ancora pagato e di tali costi.',
      ],
    },
    {
      heading: '7. Cambiare partenza',
      body: [
        `Fino a ${C.freeFromDays} giorni prima della partenza può spostare la prenotazione una volta, senza costi, su un’altra partenza dello stesso viaggio o su un altro viaggio, secondo disponibilità. Se il nuovo viaggio costa di più, paga la differenza; se costa di meno, Le rimborsiamo la differenza entro ${C.refundWithinDays} giorni.`,
        'Dopo tale termine, il cambio di partenza è trattato come una cancellazione secondo la scala della sezione 2, seguita da una nuova prenotazione.',
      ],
    },
    {
      heading: '8. Cancellazione da parte dell’organizzatore',
      body: [
        `Ogni partenza indica il numero minimo di viaggiatori che la conferma. Se ${C.minimumCheckDays} giorni prima della partenza il minimo non è stato raggiunto, annulliamo la partenza e La informiamo senza ritardo. Lei sceglie allora tra il rimborso integrale di quanto versato, entro ${C.refundWithinDays} giorni, e un posto su un’altra partenza.`,
        `Se annulliamo un viaggio per qualsiasi altro motivo, riceve il rimborso integrale entro ${C.refundWithinDays} giorni e, nei casi previsti dalla legge, un indennizzo.`,
      ],
    },
    {
      heading: '9. Circostanze inevitabili e straordinarie',
      body: [
        'Se circostanze inevitabili e straordinarie nel luogo di destinazione o nelle sue immediate vicinanze (come guerre, calamità naturali o gravi epidemie) incidono in modo sostanziale sul viaggio o sul trasporto verso la destinazione, può cancellare prima della partenza senza pagare penali e Le rimborsiamo tutto quanto versato.',
        `Se le stesse circostanze ci impediscono di svolgere il viaggio, lo annulliamo e La rimborsiamo integralmente entro ${C.refundWithinDays} giorni. In entrambi i casi non è dovuto alcun ulteriore indennizzo.`,
      ],
    },
    {
      heading: '10. Che cosa copre l’assicurazione inclusa',
      body: [
        'L’assicurazione medica e bagaglio è sempre inclusa nel prezzo. Copre le spese mediche e l’assistenza durante il viaggio, compreso il rientro sanitario quando necessario, e la perdita o il danneggiamento del bagaglio, entro i massimali indicati nella polizza che Le inviamo insieme alla conferma di prenotazione.',
        'Non copre le penali di cancellazione previste da questa politica (a questo serve l’opzione di cancellazione flessibile), i voli o i servizi prenotati autonomamente, né i casi esclusi dalle condizioni di polizza. Se desidera una copertura per la cancellazione, può stipulare un’assicurazione separata.',
      ],
    },
    {
      heading: `11. Esempi per un viaggio da ${eur(price)}`,
      body: [
        `Gli esempi seguenti riguardano un viaggiatore su un viaggio dal prezzo di ${eur(price)}, interamente pagato:`,
        {
          bullets: [
            `Cancellazione 40 giorni prima della partenza: nessuna penale; vengono rimborsati ${eur(price)}.`,
            `Cancellazione 20 giorni prima della partenza: la penale è del ${half.percent} %, cioè ${eur(cancellationFee(price, 20))}; vengono rimborsati ${eur(price - cancellationFee(price, 20))}.`,
            `Cancellazione 10 giorni prima della partenza: la penale è del ${most.percent} %, cioè ${eur(cancellationFee(price, 10))}; vengono rimborsati ${eur(price - cancellationFee(price, 10))}.`,
            `Cancellazione 5 giorni prima della partenza o mancata presentazione: la penale è di ${eur(cancellationFee(price, 5))}; non viene rimborsato nulla.`,
            `Con l’opzione di cancellazione flessibile (${eur(C.flexible.price)}), cancellazione 10 giorni prima della partenza: riceve un buono regalo di ${eur(C.deposit)} e un rimborso di ${eur(price - C.deposit)}.`,
            `La partenza non raggiunge il minimo ${C.minimumCheckDays} giorni prima: sceglie tra un rimborso di ${eur(price)} e un’altra partenza.`,
          ],
        },
      ],
    },
  ],
}
