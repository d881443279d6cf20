import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const it: InfoPage = {
  title: 'I nostri valori',
  lead: `${BRAND_NAME} è nato da un’idea semplice: partire da soli non significa viaggiare da soli. Questi sono i principi con cui organizziamo ogni viaggio, e che puoi aspettarti da noi prima, durante e dopo la partenza.`,
  sections: [
    {
      heading: 'Piccoli gruppi, grandi incontri',
      body: [
        'Viaggiamo in gruppi piccoli, in media 11 persone, perché è la misura giusta per conoscersi davvero senza perdere la libertà. Ogni partenza indica quanti viaggiatori servono per confermarla e quanti posti ha al massimo, così sai sempre in che gruppo ti troverai.',
      ],
    },
    {
      heading: 'Una generazione in viaggio',
      body: [
        'I nostri viaggiatori hanno tra 25 e 49 anni, e ogni partenza è pensata per 25–35 oppure per 35–49 anni. Non è una regola per escludere, ma un modo per mettere insieme persone che si capiscono al volo.',
      ],
    },
    {
      heading: 'Un coordinatore, non una guida',
      body: [
        `Con ogni gruppo parte un coordinatore: un viaggiatore formato da ${BRAND_NAME} che tiene insieme il gruppo e risolve gli imprevisti. Per le visite ci affidiamo a guide locali, perché nessuno racconta un posto meglio di chi ci vive.`,
      ],
    },
    {
      heading: 'Chiarezza sui soldi',
      body: [
        'Prezzi a persona, un acconto di 100 € per bloccare il posto, il saldo 31 giorni prima della partenza. L’importo della cassa comune è scritto su ogni viaggio e il coordinatore la gestisce con il gruppo, con conti che tutti possono vedere. Fino a 31 giorni prima della partenza cancelli gratis e ti rimborsiamo tutto entro 14 giorni.',
      ],
    },
    {
      heading: 'Viaggiare protetti',
      body: [
        {
          bullets: [
            'L’assicurazione medica e bagaglio è inclusa in ogni viaggio.',
            `${BRAND_NAME} Group Travel S.r.l., il tour operator che organizza i viaggi, è assicurato per la responsabilità civile professionale.`,
            'Aderiamo a un fondo di garanzia che protegge i tuoi pagamenti in caso di insolvenza, come prevedono la direttiva UE 2015/2302 e il Codice del Turismo.',
          ],
        },
      ],
    },
    {
      heading: 'Ascoltare chi viaggia',
      body: [
        'Dopo ogni viaggio leggiamo le recensioni una per una, quelle entusiaste e quelle critiche. E se ci scrivi, ti rispondiamo entro 24 ore, dal lunedì al venerdì.',
      ],
    },
  ],
}
