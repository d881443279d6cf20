import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const it: InfoPage = {
  title: 'I nostri coordinatori',
  lead: `Ogni gruppo ${BRAND_NAME} parte con un coordinatore: un viaggiatore come te, che conosce il viaggio e sa come far funzionare un gruppo. Qui sotto li trovi tutti, con il loro profilo e le prossime partenze.`,
  sections: [
    {
      heading: 'Chi è il coordinatore',
      body: [
        `Non è una guida locale né un accompagnatore che decide tutto al posto tuo. È un viaggiatore, formato da ${BRAND_NAME}, che ha scelto di mettere la sua esperienza al servizio del gruppo. Parte con voi, dorme dove dormite voi e vive il viaggio dall’inizio alla fine.`,
      ],
    },
    {
      heading: 'Prima della partenza',
      body: [
        'Circa tre settimane prima della partenza il coordinatore apre con voi la chat di gruppo. Risponde alle prime domande, aiuta a organizzare gli arrivi e fa in modo che, quando vi incontrate, vi sembri già di conoscervi un po’.',
      ],
    },
    {
      heading: 'Durante il viaggio',
      body: [
        'Sul posto è il punto di riferimento del gruppo:',
        {
          bullets: [
            'segue il programma giorno per giorno e tiene unito il gruppo;',
            'gestisce la cassa comune insieme a voi, con conti chiari;',
            'trova una soluzione quando qualcosa non va come previsto;',
            'lascia spazio a chi vuole un momento per sé.',
          ],
        },
        'Per le visite si uniscono al gruppo guide locali, che raccontano i luoghi con la competenza di chi ci vive.',
      ],
    },
    {
      heading: 'Un gruppo, non una comitiva',
      body: [
        'I gruppi sono piccoli, in media 11 persone, e il coordinatore lavora perché nessuno resti in disparte. Le decisioni sul tempo libero si prendono insieme, e spesso le serate migliori nascono da un’idea del gruppo più che dal programma.',
      ],
    },
    {
      heading: 'Scegli anche in base al coordinatore',
      body: [
        'Qui sotto trovi i nostri coordinatori. Apri un profilo per leggere chi sono, come viaggiano e con quali partenze saranno in giro: a volte è proprio la persona che guida il gruppo a far scegliere una data piuttosto che un’altra.',
      ],
    },
  ],
}
