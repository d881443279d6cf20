import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const hello = mailAddress('it', 'hello')
const privacy = mailAddress('it', 'privacy')

export const terms: LegalDocument = {
  title: 'Termini e condizioni d’uso',
  updated: LEGAL_UPDATED,
  lead: `I presenti termini disciplinano l’uso del sito ${BRAND_NAME} e dell’account cliente. Non riguardano il viaggio in sé: a chi prenota un viaggio si applicano, in aggiunta, le condizioni generali del contratto di pacchetto turistico. Invitiamo l’utente a leggere con attenzione entrambi i documenti; l’uso del sito comporta l’accettazione dei termini che seguono.`,
  sections: [
    {
      heading: '1. Chi gestisce il sito',
      body: [
        `Il sito è gestito da ${OPERATOR.company}, con sede in ${OPERATOR.street}, ${OPERATOR.city}, Italia, partita IVA ${OPERATOR.vat}, iscritta al Registro delle imprese di Milano (di seguito “noi”). La stessa società organizza, in qualità di tour operator, i viaggi proposti sul sito.`,
        [
          `L’utente può contattarci all’indirizzo `,
          { label: hello, url: `mailto:${hello}` },
          ` oppure tramite la pagina contatti, dal lunedì al venerdì dalle 9:00 alle 19:00, per telefono, e-mail e WhatsApp.`,
        ],
      ],
    },
    {
      heading: '2. Ambito di applicazione',
      body: [
        'I termini si applicano a chiunque visiti il sito, con o senza account. Riguardano la consultazione del catalogo, l’account cliente, la lista dei desideri, gli avvisi sulle partenze, la newsletter e le recensioni pubblicate sul sito.',
        'Se un servizio specifico prevede regole proprie (ad esempio una promozione), queste sono indicate nel punto in cui il servizio viene utilizzato e prevalgono sui presenti termini limitatamente a quel servizio.',
      ],
    },
    {
      heading: '3. Account e accesso',
      body: [
        'Per consultare il sito non serve un account. Per prenotare, seguire i propri viaggi e salvare le preferenze l’utente crea un account con il proprio indirizzo e-mail. Non utilizziamo password: a ogni accesso inviamo all’indirizzo e-mail un codice monouso, valido per pochi minuti e utilizzabile una sola volta.',
        'L’utente è responsabile della sicurezza della propria casella di posta, perché chi può leggerne i messaggi può accedere all’account. L’utente si impegna a:',
        {
          bullets: [
            'fornire dati veritieri, attuali e completi e mantenerli aggiornati;',
            'non comunicare a terzi i codici di accesso e non creare account a nome di altre persone;',
            'avvisarci senza ritardo se ritiene che qualcun altro abbia usato il suo account.',
          ],
        },
        'L’account può essere chiuso in qualsiasi momento scrivendoci. Possiamo sospendere un account utilizzato in violazione dei presenti termini, comunicandone il motivo, salvo che la legge o urgenti ragioni di sicurezza lo impediscano.',
      ],
    },
    {
      heading: '4. Uso consentito',
      body: [
        'Il sito può essere usato per scopi personali e non commerciali: cercare, confrontare e prenotare viaggi per sé e per i propri compagni di viaggio. Non è consentito:',
        {
          bullets: [
            'copiare in blocco catalogo, prezzi o disponibilità, con mezzi automatici o in altro modo, né riutilizzarli a fini commerciali;',
            'disturbare il funzionamento del sito, verificarne la sicurezza senza autorizzazione o tentare di accedere a dati altrui;',
            'effettuare prenotazioni in mala fede, ad esempio per bloccare posti che non si intende utilizzare;',
            'pubblicare contenuti illeciti, offensivi, discriminatori o lesivi dei diritti di terzi.',
          ],
        },
      ],
    },
    {
      heading: '5. Contenuti e recensioni',
      body: [
        'Descrizioni, itinerari, immagini e prezzi sono redatti con cura. Gli elementi vincolanti di un viaggio sono quelli confermati al momento della prenotazione, secondo le condizioni generali del contratto di pacchetto turistico.',
        'Dopo il viaggio l’utente può pubblicare una recensione. La recensione deve descrivere l’esperienza personale, essere sincera e rispettosa e non contenere dati personali di altri viaggiatori o del coordinatore. Non paghiamo le recensioni e non ne alteriamo il senso; possiamo rifiutare o rimuovere una recensione contraria a queste regole, ma non la rimuoviamo mai solo perché negativa.',
        'Pubblicando una recensione l’utente ci concede una licenza gratuita e non esclusiva per mostrarla sul sito e nelle nostre comunicazioni, con il nome di battesimo e il viaggio recensito, per tutto il tempo in cui resta pubblicata.',
      ],
    },
    {
      heading: '6. Lista dei desideri, avvisi e newsletter',
      body: [
        'Con un account l’utente può salvare i viaggi nella lista dei desideri e chiedere di ricevere avvisi, ad esempio quando una partenza è confermata o vengono aggiunte nuove date. Gli avvisi arrivano per e-mail e ciascuno contiene un link per interromperli.',
        'La newsletter è inviata solo a chi si iscrive; ci si può disiscrivere in qualsiasi momento con il link presente in ogni invio o dall’account. Il trattamento dei dati per questi servizi è descritto nell’informativa sulla privacy.',
      ],
    },
    {
      heading: '7. Proprietà intellettuale',
      body: [
        `Il nome ${BRAND_NAME}, il logo, i testi, le immagini, la grafica e il software del sito appartengono a noi o ai nostri licenzianti e sono tutelati dalle norme sul diritto d’autore e sui marchi. L’utente può consultarli e stampare o salvare pagine per uso personale; ogni altro uso, in particolare la copia, la diffusione o la modifica, richiede la nostra autorizzazione scritta.`,
      ],
    },
    {
      heading: '8. Responsabilità per il sito',
      body: [
        'Ci impegniamo a mantenere il sito disponibile, sicuro e corretto, ma non possiamo garantire che sia sempre privo di interruzioni o errori. Manutenzioni, aggiornamenti o guasti tecnici possono renderlo temporaneamente non disponibile.',
        'Rispondiamo dei danni causati con dolo o colpa grave e, in ogni caso, nei casi in cui la legge non consente di escludere la responsabilità, compresi morte e lesioni personali. Non rispondiamo dei contenuti dei siti di terzi collegati al nostro. La nostra responsabilità per i viaggi prenotati è regolata dalle condizioni generali del contratto di pacchetto turistico.',
      ],
    },
    {
      heading: '9. Modifiche dei termini',
      body: [
        'Possiamo aggiornare i presenti termini quando cambiano il sito, i servizi o la legge. La data dell’ultimo aggiornamento è indicata in cima alla pagina. Chi ha un account riceve notizia delle modifiche rilevanti per e-mail prima che si applichino e, se non le accetta, può chiudere l’account. Le prenotazioni già effettuate restano regolate dalle condizioni in vigore al momento della prenotazione.',
      ],
    },
    {
      heading: '10. Legge applicabile e controversie',
      body: [
        'I presenti termini sono regolati dalla legge italiana. Il consumatore conserva la tutela delle norme inderogabili del Paese in cui risiede e può agire davanti al giudice del luogo di residenza o domicilio.',
        'Prima di rivolgersi al giudice, invitiamo l’utente a scriverci: la maggior parte dei problemi si risolve rapidamente. È possibile anche ricorrere a un organismo di risoluzione extragiudiziale delle controversie. La piattaforma europea per la risoluzione online delle controversie (ODR) è stata chiusa il 20 luglio 2025; la rete dei Centri europei dei consumatori può indicare l’organismo competente per il singolo caso.',
      ],
    },
    {
      heading: '11. Contatti',
      body: [
        [
          `Per domande sui presenti termini o sull’account è possibile scrivere a `,
          { label: hello, url: `mailto:${hello}` },
          `; per domande sui dati personali a `,
          { label: privacy, url: `mailto:${privacy}` },
          `. Rispondiamo alle e-mail entro 24 ore.`,
        ],
      ],
    },
  ],
}
