import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'
import type { ContactDetails } from './details'

export const de = (contact: ContactDetails): InfoPage => ({
  title: 'Kontakt',
  lead: `Du hast eine Frage zu einer Reise, zu einer Buchung oder dazu, wie ${BRAND_NAME} funktioniert? Unser Team antwortet dir am Telefon, auf WhatsApp und per E-Mail: ${contact.hours}.`,
  sections: [
    {
      heading: 'Telefon',
      body: [
        ['Ruf uns an unter ', contact.phone, ` (${contact.hours}).`],
        'Der richtige Weg, wenn du zwischen mehreren Reisen oder Terminen schwankst und persönlich beraten werden möchtest, oder wenn du sofort eine Antwort brauchst.',
      ],
    },
    {
      heading: 'WhatsApp',
      body: [
        ['Schreib uns auf WhatsApp unter ', contact.whatsapp, ` (${contact.hours}).`],
        'Praktisch für schnelle Fragen, um uns das Foto eines Dokuments zu schicken oder um ein Gespräch fortzusetzen, wann immer du Zeit hast.',
      ],
    },
    {
      heading: 'E-Mail',
      body: [
        'Wir beantworten jede E-Mail innerhalb von 24 Stunden. Wähle die passende Adresse, dann landest du direkt bei der Person, die dir helfen kann:',
        [contact.hello, `: Fragen zu den Reisen und zu ${BRAND_NAME}, vor der Buchung.`],
        [contact.bookings, `: Änderungen, Zahlungen und Unterlagen zu einer Buchung.`],
        [contact.privacy, `: deine persönlichen Daten und der Datenschutz.`],
      ],
    },
    {
      heading: 'Welcher Weg wofür',
      body: [
        {
          bullets: [
            'Vor der Buchung: Telefon oder WhatsApp, um gemeinsam Reise und Termin zu wählen.',
            'Schon gebucht: Schreib an das Buchungsteam und halte deine Buchungsnummer bereit, dann können wir dir schneller antworten.',
            'Unterwegs: Dein Koordinator und der Gruppenchat sind der schnellste Weg.',
            'Persönliche Daten: die Datenschutz-Adresse.',
          ],
        },
      ],
    },
    {
      heading: 'Sprich mit uns von jeder Seite',
      body: [
        'Wenn du oben auf der Seite den Button „Kontaktiere uns“ siehst, öffne ihn: Dort findest du dieselben Kontaktwege und, wenn du schon gebucht hast, einen direkten Draht zum Buchungsteam.',
      ],
    },
    {
      heading: 'Wo du uns findest',
      body: [
        `${BRAND_NAME} Group Travel S.r.l., Via Giovanni Battista Pirelli 12, 20124 Mailand, Italien. USt-IdNr. IT11864520967, eingetragen im Handelsregister Mailand. Sie ist der Reiseveranstalter, der unsere Reisen organisiert, und du kannst uns an diese Adresse auch Post schicken.`,
      ],
    },
  ],
})
