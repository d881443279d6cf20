import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const it: InfoPage = {
  title: 'Camera condivisa o privata',
  lead: `Nei viaggi ${BRAND_NAME} la camera si condivide: è uno dei modi più semplici per conoscersi e tenere basso il prezzo. Se preferisci un po’ di spazio tuo, ci sono due strade, e qui ti spieghiamo quali.`,
  sections: [
    {
      heading: 'Come funziona la camera condivisa',
      body: [
        'Se viaggi da solo, dormi in camera con un altro viaggiatore del gruppo dello stesso genere, salvo quando il viaggio indica una sistemazione diversa. Non devi cercare tu un compagno di stanza: ci pensiamo noi quando il gruppo si forma.',
        'Il prezzo che vedi è a persona e comprende già la camera condivisa, senza costi nascosti.',
      ],
    },
    {
      heading: 'Perché condividere',
      body: [
        'Chi parte da solo spesso teme proprio questo punto, e quasi sempre torna a casa con un amico in più. Condividere la camera rompe il ghiaccio, rende più facile organizzarsi la mattina e fa sentire parte del gruppo fin dalla prima sera.',
      ],
    },
    {
      heading: 'In due? La camera privata è gratis',
      body: [
        'Se prenotate in due, con il partner, un’amica o un fratello, la camera privata non costa nulla in più. Dormite insieme e restate comunque parte del gruppo per tutto il resto del viaggio.',
        'Basta prenotare insieme: così sappiamo che la camera è vostra.',
      ],
    },
    {
      heading: 'Camera singola con supplemento',
      body: [
        'Alcuni viaggi hanno l’opzione camera singola: la vedi nella pagina del viaggio e la puoi prenotare con un supplemento. È la scelta giusta se dormi male con qualcuno accanto o se ogni tanto hai bisogno di staccare.',
      ],
    },
    {
      heading: 'Quando il viaggio dice altrimenti',
      body: [
        'In alcuni itinerari la sistemazione cambia per una o più notti, per esempio in un rifugio, in tenda o in barca. Lo trovi sempre scritto nella pagina del viaggio, così sai prima di prenotare come dormirai.',
      ],
    },
    {
      heading: 'Buono a sapersi',
      body: [
        {
          bullets: [
            'I prezzi sono sempre a persona.',
            'La camera condivisa è con un viaggiatore dello stesso genere.',
            'La camera privata è gratuita quando prenotate in due.',
            'La singola, dove prevista, ha un supplemento.',
          ],
        },
        'Hai un dubbio sulla tua situazione? Scrivici: il nostro team ti risponde entro 24 ore.',
      ],
    },
  ],
}
