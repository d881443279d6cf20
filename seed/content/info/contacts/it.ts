import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'
import type { ContactDetails } from './details'

export const it = (contact: ContactDetails): InfoPage => ({
  title: 'Contatti',
  lead: `Hai una domanda su un viaggio, su una prenotazione o su come funziona ${BRAND_NAME}? Il nostro team ti risponde al telefono, su WhatsApp e per e-mail: ${contact.hours}.`,
  sections: [
    {
      heading: 'Telefono',
      body: [
        ['Chiamaci al ', contact.phone, ` (${contact.hours}).`],
        'È il canale giusto se stai scegliendo tra più viaggi o date e vuoi un consiglio a voce, o se hai bisogno di una risposta subito.',
      ],
    },
    {
      heading: 'WhatsApp',
      body: [
        ['Scrivici su WhatsApp al ', contact.whatsapp, ` (${contact.hours}).`],
        'Comodo per le domande veloci, per mandarci la foto di un documento o per continuare una conversazione quando hai un momento.',
      ],
    },
    {
      heading: 'E-mail',
      body: [
        'Rispondiamo a ogni e-mail entro 24 ore. Scegli l’indirizzo giusto e arrivi subito alla persona che può aiutarti:',
        [contact.hello, `: domande sui viaggi e su ${BRAND_NAME}, prima di prenotare.`],
        [contact.bookings, `: modifiche, pagamenti e documenti di una prenotazione.`],
        [contact.privacy, `: i tuoi dati personali e la privacy.`],
      ],
    },
    {
      heading: 'Quale canale scegliere',
      body: [
        {
          bullets: [
            'Prima di prenotare: telefono o WhatsApp, per scegliere insieme viaggio e data.',
            'Hai già prenotato: scrivi all’ufficio prenotazioni e tieni a portata di mano il codice della prenotazione, ci aiuta a risponderti più in fretta.',
            'Sei in viaggio: il tuo coordinatore e la chat del gruppo sono il modo più rapido.',
            'Dati personali: l’indirizzo privacy.',
          ],
        },
      ],
    },
    {
      heading: 'Parla con noi da ogni pagina',
      body: [
        'Quando vedi il pulsante «Parla con noi» in alto nella pagina, aprilo: trovi gli stessi recapiti, più un collegamento diretto all’ufficio prenotazioni se hai già prenotato.',
      ],
    },
    {
      heading: 'Dove siamo',
      body: [
        `${BRAND_NAME} Group Travel S.r.l., Via Giovanni Battista Pirelli 12, 20124 Milano, Italia. Partita IVA IT11864520967, iscritta al Registro delle imprese di Milano. È il tour operator che organizza i nostri viaggi: a questo indirizzo puoi mandarci anche la posta.`,
      ],
    },
  ],
})
