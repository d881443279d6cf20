import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const bookings = mailAddress('it', 'bookings')
const privacy = mailAddress('it', 'privacy')

export const generalConditions: LegalDocument = {
  title: 'Condizioni generali del contratto di pacchetto turistico',
  updated: LEGAL_UPDATED,
  lead: `Le presenti condizioni generali si applicano a ogni viaggio prenotato con ${BRAND_NAME}. Insieme alla scheda del viaggio e alla conferma di prenotazione costituiscono il contratto di pacchetto turistico. Sono redatte in conformità alla Direttiva (UE) 2015/2302 relativa ai pacchetti turistici e al Codice del Turismo (decreto legislativo 23 maggio 2011, n. 79).`,
  sections: [
    {
      heading: '1. Le parti',
      body: [
        `L’organizzatore di ogni viaggio è ${OPERATOR.company}, con sede in ${OPERATOR.street}, ${OPERATOR.city}, Italia, partita IVA ${OPERATOR.vat}, iscritta al Registro delle imprese di Milano (di seguito “l’organizzatore” o “noi”). L’organizzatore è assicurato per la responsabilità civile professionale e aderisce a un fondo di garanzia che tutela i pagamenti dei viaggiatori (punto 15).`,
        'L’altra parte è il viaggiatore che prenota, per sé e per ogni viaggiatore indicato nella prenotazione. Chi prenota per altri dichiara di esserne autorizzato e si impegna a far conoscere loro le presenti condizioni.',
      ],
    },
    {
      heading: '2. Contenuto del pacchetto',
      body: [
        'Sono inclusi i servizi indicati nella scheda del viaggio e riportati nella conferma: di norma l’alloggio, i trasporti e le attività descritti nel programma, un coordinatore per tutta la durata del viaggio e l’assicurazione medico-bagaglio. I voli non sono inclusi, salvo che la scheda del viaggio lo preveda; il nostro team può dare consigli sui voli più adatti.',
        'Le camere sono condivise con un viaggiatore dello stesso genere, salvo diversa indicazione nella scheda del viaggio. Due viaggiatori che prenotano insieme hanno una camera riservata senza costi aggiuntivi; nei viaggi che prevedono l’opzione camera singola, questa può essere prenotata con un supplemento.',
        'Le spese locali durante il viaggio sono sostenute con la cassa comune, che non fa parte del prezzo: il suo importo è indicato in ogni viaggio e il coordinatore la gestisce insieme al gruppo.',
      ],
    },
    {
      heading: '3. Prenotazione e conclusione del contratto',
      body: [
        'La prenotazione si effettua online sul sito. Ogni partenza indica la propria fascia di età, 25–35 oppure 35–49 anni; chi ha tra 21 e 25 anni o supera di poco la fascia può farne richiesta, e il nostro team decide insieme al coordinatore. Ogni partenza indica inoltre il numero minimo di viaggiatori che la conferma e il numero massimo di partecipanti.',
        'Prima della prenotazione forniamo le informazioni precontrattuali previste dalla legge. Il contratto si conclude quando confermiamo la prenotazione per e-mail, dopo aver ricevuto l’acconto; la conferma riepiloga i servizi, il prezzo e le scadenze di pagamento.',
      ],
    },
    {
      heading: '4. Acconto, saldo e pagamento',
      body: [
        'I prezzi sono per persona. Il posto è garantito da un acconto di 100 €. Il saldo è dovuto 31 giorni prima della partenza; per le prenotazioni effettuate nei 31 giorni precedenti la partenza si paga l’intero prezzo in un’unica soluzione.',
        'Si può pagare con carta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay. Se il saldo non viene versato alla scadenza, inviamo un sollecito per e-mail; in caso di mancato pagamento possiamo annullare la prenotazione applicando le penali del punto 7.',
      ],
    },
    {
      heading: '5. Prezzo e sua revisione',
      body: [
        'Il prezzo confermato alla prenotazione comprende le imposte e gli oneri noti in quel momento. Dopo la prenotazione può essere aumentato soltanto come conseguenza diretta di variazioni:',
        {
          bullets: [
            'del costo del carburante o di altre fonti di energia per il trasporto dei passeggeri;',
            'di tasse o diritti sui servizi turistici, come le tasse di soggiorno o i diritti di atterraggio e di imbarco;',
            'dei tassi di cambio pertinenti al pacchetto.',
          ],
        },
        'Comunichiamo l’eventuale aumento, con la motivazione e il calcolo, entro 20 giorni prima della partenza. Se l’aumento supera l’8 % del prezzo, il viaggiatore può accettarlo oppure recedere dal contratto senza penali. Se tali costi diminuiscono, il viaggiatore ha diritto a una corrispondente riduzione.',
      ],
    },
    {
      heading: '6. Modifiche richieste dal viaggiatore e cessione del contratto',
      body: [
        'Le richieste di modifica della prenotazione (ad esempio della camera o della data di partenza) sono accolte nei limiti del possibile e possono comportare costi, comunicati prima dell’accettazione.',
        'Il viaggiatore può cedere il contratto a un’altra persona che soddisfi le condizioni del viaggio, compresa la fascia di età della partenza, dandone comunicazione almeno 7 giorni prima della partenza. Cedente e cessionario sono solidalmente responsabili del saldo e degli eventuali costi aggiuntivi ragionevoli della cessione, che giustifichiamo.',
      ],
    },
    {
      heading: '7. Recesso del viaggiatore',
      body: [
        'Il viaggiatore può recedere in qualsiasi momento comunicandolo per iscritto. Salvo che abbia scelto l’opzione flessibile (punto 8), si applicano le seguenti penali, in percentuale del prezzo del viaggio:',
        {
          bullets: [
            'fino a 31 giorni prima della partenza: nessuna penale, tutto quanto versato è rimborsato entro 14 giorni;',
            'da 30 a 15 giorni prima della partenza: 50 % del prezzo;',
            'da 14 a 8 giorni prima della partenza: 75 % del prezzo;',
            '7 giorni o meno prima della partenza, o mancata presentazione: 100 % del prezzo.',
          ],
        },
        'Le somme da restituire sono rimborsate entro 14 giorni. In caso di circostanze inevitabili e straordinarie nel luogo di destinazione che incidano in modo sostanziale sul viaggio, il viaggiatore può recedere prima della partenza senza penali, con il rimborso integrale.',
      ],
    },
    {
      heading: '8. Opzione di cancellazione flessibile',
      body: [
        'Al momento della prenotazione si può aggiungere l’opzione di cancellazione flessibile, al costo di 49 € per persona. Consente di cancellare gratuitamente fino a 8 giorni prima della partenza: l’acconto viene restituito sotto forma di buono regalo di pari valore, valido 12 mesi, e il resto di quanto versato è rimborsato in denaro. Da 7 giorni prima della partenza si applica la tabella del punto 7.',
      ],
    },
    {
      heading: '9. Annullamento da parte dell’organizzatore',
      body: [
        'Se una partenza non ha raggiunto il numero minimo di viaggiatori 21 giorni prima della partenza, la annulliamo e ne diamo notizia senza ritardo; il viaggiatore sceglie tra il rimborso integrale e un’altra partenza.',
        'Possiamo annullare il viaggio anche se circostanze inevitabili e straordinarie ci impediscono di eseguire il contratto, dandone comunicazione senza ingiustificato ritardo prima della partenza. In entrambi i casi il viaggiatore riceve il rimborso integrale entro 14 giorni, senza ulteriore indennizzo; in ogni altro caso di annullamento da parte nostra spetta anche il risarcimento previsto dalla legge.',
      ],
    },
    {
      heading: '10. Il coordinatore',
      body: [
        `Ogni gruppo viaggia con un coordinatore: un viaggiatore formato da ${BRAND_NAME}, non una guida locale. Il coordinatore si occupa del gruppo e del programma, gestisce la cassa comune insieme al gruppo ed è il primo riferimento durante il viaggio. Per le visite si uniscono al gruppo guide locali. Circa 3 settimane prima della partenza si apre una chat di gruppo con il coordinatore.`,
      ],
    },
    {
      heading: '11. Obblighi del viaggiatore',
      body: [
        'Il viaggiatore è responsabile dei propri documenti di viaggio e dei requisiti sanitari:',
        {
          bullets: [
            'passaporto valido, che per la maggior parte dei Paesi deve avere una validità residua di 6 mesi dopo il rientro;',
            'visti, ove richiesti, come indicato nella scheda del viaggio;',
            'vaccinazioni richieste dalla destinazione.',
          ],
        },
        'Dopo la prenotazione inviamo una lista di controllo. Il viaggiatore ci segnala prima della partenza ogni condizione di salute o esigenza rilevante per il viaggio. Durante il viaggio rispetta gli altri viaggiatori, il coordinatore, il programma e le leggi locali; i costi causati dalla violazione di tali obblighi sono a carico del viaggiatore responsabile.',
      ],
    },
    {
      heading: '12. Assicurazione inclusa',
      body: [
        'L’assicurazione medico-bagaglio è sempre inclusa nel prezzo. La polizza, con coperture, massimali e numero per le emergenze, è inviata insieme alla conferma di prenotazione. Il viaggiatore può stipulare liberamente coperture aggiuntive.',
      ],
    },
    {
      heading: '13. Difetto di conformità e reclami',
      body: [
        'Se un servizio non è eseguito come pattuito, il viaggiatore lo segnala senza ritardo al coordinatore o a noi, così da consentirci di porvi rimedio sul posto. Vi poniamo rimedio salvo che ciò sia impossibile o eccessivamente oneroso; altrimenti il viaggiatore ha diritto a una riduzione del prezzo e, se del caso, al risarcimento del danno.',
        [
          `I reclami possono essere inviati anche durante o dopo il viaggio a `,
          { label: bookings, url: `mailto:${bookings}` },
          `. Il nostro team risponde dal lunedì al venerdì dalle 9:00 alle 19:00 per telefono, e-mail e WhatsApp e risponde alle e-mail entro 24 ore.`,
        ],
      ],
    },
    {
      heading: '14. Responsabilità',
      body: [
        'Rispondiamo dell’esecuzione di tutti i servizi del pacchetto, chiunque li presti, e prestiamo assistenza al viaggiatore in difficoltà durante il viaggio. Non rispondiamo se il difetto di conformità è imputabile al viaggiatore, a un terzo estraneo ai servizi ed è imprevedibile o inevitabile, oppure a circostanze inevitabili e straordinarie.',
        'Quando le convenzioni internazionali limitano il risarcimento dovuto da un fornitore di servizi, gli stessi limiti si applicano a noi. Salvo i danni alla persona e quelli causati con dolo o colpa, il risarcimento non può superare il triplo del prezzo totale del pacchetto.',
      ],
    },
    {
      heading: '15. Fondo di garanzia',
      body: [
        'Aderiamo a un fondo di garanzia che tutela i pagamenti dei viaggiatori in caso di insolvenza o fallimento dell’organizzatore: rimborsa quanto versato e, se il viaggio è già iniziato, assicura il rientro. Gli estremi del fondo sono indicati nella conferma di prenotazione.',
      ],
    },
    {
      heading: '16. Dati personali',
      body: [
        [
          `Il titolare del trattamento è ${OPERATOR.company}. Trattiamo i dati dei viaggiatori per eseguire il contratto, come descritto nell’informativa sulla privacy; per domande si può scrivere a `,
          { label: privacy, url: `mailto:${privacy}` },
          `.`,
        ],
      ],
    },
    {
      heading: '17. Legge applicabile e foro competente',
      body: [
        'Il contratto è regolato dalla legge italiana, in particolare dal Codice del Turismo, ferma restando, per il viaggiatore, la tutela delle norme inderogabili del Paese in cui risiede. Se il viaggiatore è un consumatore, è competente il giudice del luogo di residenza o domicilio del consumatore. È possibile rivolgersi anche a un organismo di risoluzione extragiudiziale delle controversie; la rete dei Centri europei dei consumatori indica quello competente.',
      ],
    },
  ],
}
