import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const it: InfoPage = {
  title: 'Fasce di età',
  lead: `I viaggi ${BRAND_NAME} sono per chi ha più o meno tra 25 e 49 anni, e ogni partenza riunisce persone della stessa generazione. Così ti ritrovi con compagni di viaggio che hanno ritmi, curiosità e voglia di fare simili ai tuoi.`,
  sections: [
    {
      heading: 'Perché viaggiamo per età',
      body: [
        'In un piccolo gruppo, in media 11 persone, l’intesa conta. Chi sta vivendo la stessa fase della vita tende a cercare le stesse cose in un viaggio: parlare fino a tardi, svegliarsi presto per un’alba, fermarsi in un mercato o allungare una cena.',
        'Per questo ogni partenza ha una fascia di età dichiarata. Non è un limite rigido per escludere qualcuno, ma una promessa su chi troverai in gruppo.',
      ],
    },
    {
      heading: 'Partenze 25–35',
      body: [
        'Sono le partenze di chi ha appena iniziato a lavorare, ha cambiato città o ha finalmente ferie da spendere come vuole. Si viaggia con energia, si fa amicizia in fretta e la chat del gruppo si anima già settimane prima di partire.',
      ],
    },
    {
      heading: 'Partenze 35–49',
      body: [
        'Sono le partenze di chi ha più esperienza di viaggio e sa cosa gli piace. Lo spirito è lo stesso, con compagni che condividono tempi e priorità: c’è chi viaggia per staccare dal lavoro, chi per ritrovare il gusto di partire senza dover organizzare nulla.',
      ],
    },
    {
      heading: 'Come leggere la fascia di una partenza',
      body: [
        'La trovi nella pagina di ogni partenza, insieme agli altri dati che ti servono per scegliere:',
        {
          bullets: [
            'la fascia di età: 25–35 oppure 35–49;',
            'il numero minimo di viaggiatori che conferma la partenza;',
            'il numero massimo di posti del gruppo;',
            'il coordinatore che parte con voi.',
          ],
        },
        'Lo stesso viaggio può avere date per entrambe le fasce: scegli quella in cui ti riconosci.',
      ],
    },
    {
      heading: 'Se sei appena fuori dalla fascia',
      body: [
        'Hai tra 21 e 25 anni, oppure hai appena superato il limite? Scrivici prima di prenotare. Il nostro team valuta ogni richiesta insieme al coordinatore della partenza, guardando il gruppo che si sta formando, e ti risponde con sincerità.',
        'Se la risposta è no, ti proponiamo una partenza più adatta: lo scopo è che tu stia bene nel gruppo, e che il gruppo stia bene con te.',
      ],
    },
  ],
}
