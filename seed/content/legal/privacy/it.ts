import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { RETENTION as R, SUPERVISOR } from './facts'

const privacy = mailAddress('it', 'privacy')

export const privacyPolicy: LegalDocument = {
  title: 'Informativa sulla privacy',
  updated: LEGAL_UPDATED,
  lead: `Questa informativa spiega quali dati personali raccoglie ${BRAND_NAME} quando Lei utilizza il sito e quando viaggia con noi, perché li usiamo, a chi li comunichiamo, per quanto tempo li conserviamo e quali diritti Le riconosce il Regolamento generale sulla protezione dei dati (GDPR, Regolamento (UE) 2016/679). Raccogliamo soltanto i dati che ci servono per organizzare i viaggi e far funzionare il sito.`,
  sections: [
    {
      heading: '1. Chi è responsabile dei Suoi dati',
      body: [
        `Titolare del trattamento è ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italia, partita IVA ${OPERATOR.vat}, la società che gestisce il sito e organizza i viaggi.`,
        [
          'Per qualsiasi domanda sui Suoi dati o per esercitare i Suoi diritti può scrivere al nostro referente per la protezione dei dati all’indirizzo ',
          { label: privacy, url: `mailto:${privacy}` },
          '.',
        ],
      ],
    },
    {
      heading: '2. Quali dati raccogliamo',
      body: [
        'A seconda dei servizi che utilizza, trattiamo:',
        {
          bullets: [
            'dati dell’account: il Suo indirizzo e-mail e i codici monouso che Le inviamo per accedere (non usiamo password);',
            'dati del profilo: il Suo nome, la foto che sceglie di caricare, i consensi che presta (con la relativa data) e la data dell’ultima visita effettuata con accesso;',
            'dati delle prenotazioni: i viaggi prenotati, i pagamenti e il loro stato, e di ciascun viaggiatore il nome, il genere e l’anno di nascita, necessari per la fascia di età della partenza e per la condivisione delle camere, oltre all’indicazione se ha già viaggiato con noi;',
            'dati del passaporto (numero, nazionalità, date di rilascio e di scadenza) solo quando il viaggio lo richiede, per esempio per visti, voli o formalità di frontiera;',
            'note sulla salute e sull’alimentazione (allergie, intolleranze, esigenze mediche) solo se sceglie di comunicarcele;',
            'le iscrizioni alla newsletter e agli avvisi sulle partenze, e i viaggi salvati nella Sua lista dei desideri;',
            'cookie: un identificativo del dispositivo e la valuta scelta, descritti nella sezione 4;',
            'log del server: indirizzo IP, data e ora, pagina richiesta e browser, registrati automaticamente quando visita il sito.',
          ],
        },
        'Se prenota per altri viaggiatori, La preghiamo di assicurarsi che conoscano questa informativa prima di comunicarci i loro dati.',
      ],
    },
    {
      heading: '3. Perché usiamo i Suoi dati e su quale base giuridica',
      body: [
        {
          bullets: [
            'per creare e gestire il Suo account, ricevere e gestire le prenotazioni e organizzare il viaggio: esecuzione del contratto (art. 6, par. 1, lett. b GDPR);',
            'per tenere la contabilità e le registrazioni fiscali e rispondere alle richieste delle autorità: obbligo di legge (art. 6, par. 1, lett. c);',
            'per usare le note sulla salute e sull’alimentazione in modo che il viaggio sia adatto alle Sue esigenze: il Suo consenso esplicito (art. 9, par. 2, lett. a), revocabile in ogni momento;',
            'per inviarLe la newsletter e gli avvisi sulle partenze: il Suo consenso (art. 6, par. 1, lett. a);',
            'per proteggere il sito, prevenire le frodi e migliorare i servizi con l’identificativo del dispositivo e i log del server: il nostro legittimo interesse (art. 6, par. 1, lett. f).',
          ],
        },
        'Senza i dati necessari a una prenotazione non possiamo confermarla. Non prendiamo decisioni che La riguardano basate unicamente su trattamenti automatizzati e non vendiamo i Suoi dati.',
      ],
    },
    {
      heading: '4. Cookie',
      body: [
        `Il sito imposta un cookie denominato _device_id che contiene un identificativo casuale del Suo dispositivo per ${R.cookieDays} giorni. Ci permette di riconoscere il dispositivo tra una visita e l’altra, di proteggere il sito e di misurarne l’uso senza sapere chi Lei sia.`,
        `Un secondo cookie ricorda la valuta scelta per i prezzi, anch’esso per ${R.cookieDays} giorni. Quando accede, alcuni cookie tecnici mantengono aperta la sessione. Nessuno di questi cookie è usato a fini pubblicitari, e può cancellarli in qualsiasi momento dalle impostazioni del browser.`,
      ],
    },
    {
      heading: '5. A chi comunichiamo i Suoi dati',
      body: [
        'I Suoi dati sono visibili solo al personale che ne ha bisogno e a:',
        {
          bullets: [
            'il coordinatore del Suo gruppo e i fornitori locali del viaggio (alberghi, società di trasporto, guide locali, compagnie aeree quando i voli sono inclusi), limitatamente a quanto serve per i loro servizi;',
            'i fornitori dei pagamenti, che trattano i dati della carta o del conto; noi non vediamo né conserviamo mai il numero completo della carta;',
            'il fornitore che invia le nostre e-mail (codici di accesso, conferme di prenotazione, avvisi e newsletter);',
            'le autorità pubbliche, quando la legge lo impone o il viaggio lo richiede (per esempio per i visti o i controlli di frontiera).',
          ],
        },
        'I fornitori che trattano dati per nostro conto lo fanno in base a un contratto che li vincola alle nostre istruzioni e alla riservatezza.',
      ],
    },
    {
      heading: '6. Trasferimenti fuori dall’Unione europea',
      body: [
        'Alcuni fornitori possono trattare dati al di fuori dello Spazio economico europeo. Trasferiamo dati solo verso Paesi che la Commissione europea considera adeguati, oppure sulla base delle clausole contrattuali tipo adottate dalla Commissione e, se necessario, di garanzie supplementari. Può chiederci una copia di tali garanzie.',
        'Quando il viaggio si svolge fuori dall’UE, comunichiamo ai fornitori a destinazione i dati di cui hanno bisogno per erogare i servizi prenotati: questo trasferimento è necessario per eseguire il contratto.',
      ],
    },
    {
      heading: '7. Per quanto tempo conserviamo i dati',
      body: [
        {
          bullets: [
            `codici di accesso monouso: li conserviamo solo in forma cifrata (hash); ognuno può essere usato una sola volta e scade dopo ${R.codeMinutes} minuti;`,
            `account e profilo: finché l’account è attivo; li cancelliamo entro ${R.accountClosedDays} giorni dalla chiusura;`,
            `prenotazioni, pagamenti e fatture: ${R.bookingYears} anni, come previsto dalla legge italiana per le scritture contabili;`,
            `dati del passaporto e note sulla salute o sull’alimentazione: fino alla fine del viaggio; li cancelliamo ${R.tripDataDays} giorni dopo il rientro;`,
            'newsletter, avvisi e lista dei desideri: finché non annulla l’iscrizione, non li rimuove o non chiude l’account;',
            `log del server: ${R.logDays} giorni, più a lungo solo mentre si indaga su un incidente di sicurezza.`,
          ],
        },
      ],
    },
    {
      heading: '8. I Suoi diritti',
      body: [
        'Lei ha il diritto di:',
        {
          bullets: [
            'accedere ai Suoi dati e riceverne una copia;',
            'ottenere la rettifica dei dati inesatti e l’integrazione di quelli incompleti;',
            'ottenere la cancellazione dei dati, salvo che la legge ci imponga di conservarli;',
            'chiedere la limitazione del trattamento mentre una Sua richiesta viene esaminata;',
            'ricevere i dati che ci ha fornito in un formato strutturato e leggibile da dispositivo automatico (portabilità);',
            'opporsi al trattamento basato sul nostro legittimo interesse;',
            'revocare in qualsiasi momento il consenso, senza pregiudicare il trattamento effettuato prima della revoca;',
            `proporre reclamo all’autorità di controllo, il ${SUPERVISOR.name} (${SUPERVISOR.address}, ${SUPERVISOR.site}).`,
          ],
        },
        [
          'Per esercitare i Suoi diritti scriva a ',
          { label: privacy, url: `mailto:${privacy}` },
          '. Rispondiamo entro un mese; potremmo chiederLe di confermare la Sua identità. Molti dati possono essere modificati direttamente dal Suo account, e ogni e-mail di newsletter o di avviso contiene un link per annullare l’iscrizione.',
        ],
      ],
    },
    {
      heading: '9. Sicurezza',
      body: [
        'Proteggiamo i Suoi dati con misure tecniche e organizzative adeguate al rischio: connessioni cifrate, accesso con codici monouso anziché password, accesso ai dati limitato al personale che ne ha bisogno e copie di sicurezza regolari. Se una violazione riguarda i Suoi dati e mette a rischio i Suoi diritti, informeremo Lei e l’autorità di controllo come previsto dalla legge.',
      ],
    },
    {
      heading: '10. Minori',
      body: [
        `I nostri viaggi sono destinati ad adulti e il sito non è rivolto ai minori. Non raccogliamo consapevolmente dati di persone con meno di ${R.minimumAge} anni; se veniamo a sapere di averlo fatto, li cancelliamo.`,
      ],
    },
    {
      heading: '11. Modifiche a questa informativa',
      body: [
        'Possiamo aggiornare questa informativa quando cambiano i nostri servizi o la legge. La data in alto indica la versione in vigore; se una modifica è rilevante, La avvisiamo via e-mail o con un messaggio sul sito prima che si applichi.',
      ],
    },
  ],
}
