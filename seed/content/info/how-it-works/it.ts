import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const it: InfoPage = {
  title: 'Come funziona',
  lead: `Con ${BRAND_NAME} viaggi in un piccolo gruppo di persone della tua età, con un coordinatore che parte insieme a voi. Ecco cosa succede, passo dopo passo, da quando scegli il viaggio a quando torni a casa.`,
  sections: [
    {
      heading: 'Scegli il viaggio',
      body: [
        'Cerca per destinazione, data o tipo di viaggio. Ogni partenza è pensata per chi ha 25–35 anni oppure 35–49 anni e indica la sua fascia di età, il numero minimo di viaggiatori che la conferma e il numero massimo di posti. In media un gruppo conta 11 persone.',
        'Nella pagina del viaggio trovi l’itinerario giorno per giorno, cosa è incluso, l’importo della cassa comune e i documenti richiesti. I prezzi sono sempre a persona.',
      ],
    },
    {
      heading: 'Prenota con l’acconto',
      body: [
        'Prenoti online in pochi minuti: un acconto di 100 € ti assicura il posto e il saldo si paga 31 giorni prima della partenza. Se prenoti a meno di 31 giorni dalla partenza, paghi tutto subito.',
        {
          bullets: [
            'Paghi con carta (Visa, Mastercard, American Express), PayPal, Apple Pay o Google Pay.',
            'L’assicurazione medica e bagaglio è sempre inclusa.',
            'Cancelli gratis fino a 31 giorni prima della partenza; con l’opzione flessibile (49 € a persona, da scegliere quando prenoti) fino a 8 giorni prima.',
          ],
        },
        'Il volo non è incluso, salvo quando il viaggio lo dice, e il nostro team ti consiglia volentieri. Compralo quando la partenza è confermata: se 21 giorni prima non si raggiunge il minimo, la annulliamo noi e tu scegli tra il rimborso completo e un’altra partenza.',
      ],
    },
    {
      heading: 'Conosci il gruppo in chat',
      body: [
        'Circa tre settimane prima della partenza si apre la chat di gruppo con il coordinatore. È il momento di presentarsi, organizzare gli arrivi, chiedere cosa mettere in valigia e rompere il ghiaccio prima ancora di partire.',
        'Dopo la prenotazione ti mandiamo anche una checklist dei documenti: passaporto, eventuali visti e vaccinazioni richieste dalla destinazione.',
      ],
    },
    {
      heading: 'Viaggia con il coordinatore',
      body: [
        `Il coordinatore è un viaggiatore come te, formato da ${BRAND_NAME}: non è una guida locale, ma la persona che tiene unito il gruppo, segue il programma e risolve gli imprevisti. Per le visite si uniscono guide locali.`,
        'La camera è condivisa con un viaggiatore dello stesso genere, salvo diversa indicazione del viaggio. Se prenotate in due, la camera privata non costa nulla in più.',
      ],
    },
    {
      heading: 'La cassa comune',
      body: [
        'Le spese locali del viaggio si pagano con la cassa comune, un fondo a cui contribuisce ogni partecipante. L’importo è indicato in ogni viaggio, così sai fin da subito quanto mettere in conto. La gestisce il coordinatore insieme al gruppo, con conti chiari che tutti possono vedere.',
      ],
    },
    {
      heading: 'Dopo il viaggio',
      body: ['Al ritorno ti chiediamo una recensione: le tue parole aiutano chi sceglierà dopo di te e ci dicono cosa migliorare.'],
    },
  ],
}
