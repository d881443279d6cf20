import type { Contact } from '../../src/payload-types'
import { BRAND_SLUG } from '../../src/lib/brand'
import { routeLink, urlLink } from './links'
import type { Localized, SeedEdition, SeedLanguage } from './types'

/** Demo phone lines of each edition's team (digits only, with country code) and their hours. */
const LINES: Record<SeedEdition, { phone: string; whatsapp: string; hours: string }> = {
  it: { phone: '390287345120', whatsapp: '393456789012', hours: 'Lun–Ven 9:00–19:00' },
  es: { phone: '34910624835', whatsapp: '34612345678', hours: 'Lun–Vie 9:00–19:00' },
  fr: { phone: '33199002745', whatsapp: '33639981234', hours: 'Lun–ven 9 h–19 h' },
  de: { phone: '493023125678', whatsapp: '4915123456789', hours: 'Mo–Fr 9–19 Uhr' },
  en: { phone: '442079460321', whatsapp: '447700900321', hours: 'Mon–Fri 9am–7pm (UK time)' },
  us: { phone: '12125550147', whatsapp: '12125550147', hours: 'Mon–Fri 9am–7pm ET' },
  intl: { phone: '442079460456', whatsapp: '447700900456', hours: 'Mon–Fri 9:00–19:00 CET' },
}

const COPY: Localized<{
  advisor: { title: string; description: string; call: string; write: string; whatsapp: string }
  booked: { title: string; description: string; contactPage: string; write: string }
  replyTime: string
  mailbox: { hello: string; bookings: string }
}> = {
  it: {
    advisor: {
      title: 'Parla con un consulente di viaggio',
      description: 'Hai dubbi su un viaggio o sulla prenotazione? I nostri consulenti ti aiutano a scegliere.',
      call: 'Chiamaci',
      write: 'Scrivici',
      whatsapp: 'Scrivici su WhatsApp',
    },
    booked: {
      title: 'Hai già prenotato?',
      description: 'Per modifiche, pagamenti e documenti della tua prenotazione.',
      contactPage: 'Vai alla pagina contatti',
      write: 'Scrivi all’ufficio prenotazioni',
    },
    replyTime: 'Risposta entro 24 ore',
    mailbox: { hello: 'ciao', bookings: 'prenotazioni' },
  },
  es: {
    advisor: {
      title: 'Habla con un asesor de viajes',
      description: '¿Tienes dudas sobre un viaje o sobre la reserva? Nuestros asesores te ayudan a elegir.',
      call: 'Llámanos',
      write: 'Escríbenos',
      whatsapp: 'Escríbenos por WhatsApp',
    },
    booked: {
      title: '¿Ya has reservado?',
      description: 'Para cambios, pagos y documentos de tu reserva.',
      contactPage: 'Ir a la página de contacto',
      write: 'Escribe al equipo de reservas',
    },
    replyTime: 'Respuesta en 24 horas',
    mailbox: { hello: 'hola', bookings: 'reservas' },
  },
  fr: {
    advisor: {
      title: 'Parle à un conseiller voyage',
      description: 'Une question sur un voyage ou sur la réservation ? Nos conseillers t’aident à choisir.',
      call: 'Appelle-nous',
      write: 'Écris-nous',
      whatsapp: 'Écris-nous sur WhatsApp',
    },
    booked: {
      title: 'Tu as déjà réservé ?',
      description: 'Pour une modification, un paiement ou un document lié à ta réservation.',
      contactPage: 'Aller à la page contact',
      write: 'Écrire au service réservations',
    },
    replyTime: 'Réponse sous 24 h',
    mailbox: { hello: 'bonjour', bookings: 'reservations' },
  },
  de: {
    advisor: {
      title: 'Sprich mit unserer Reiseberatung',
      description: 'Fragen zu einer Reise oder zur Buchung? Unsere Reiseberatung hilft dir bei der Wahl.',
      call: 'Ruf uns an',
      write: 'Schreib uns',
      whatsapp: 'Schreib uns auf WhatsApp',
    },
    booked: {
      title: 'Schon gebucht?',
      description: 'Für Änderungen, Zahlungen und Unterlagen zu deiner Buchung.',
      contactPage: 'Zur Kontaktseite',
      write: 'An das Buchungsteam schreiben',
    },
    replyTime: 'Antwort innerhalb von 24 Stunden',
    mailbox: { hello: 'hallo', bookings: 'buchungen' },
  },
  en: {
    advisor: {
      title: 'Talk to a travel advisor',
      description: 'Questions about a trip or about booking? Our advisors help you choose.',
      call: 'Call us',
      write: 'Email us',
      whatsapp: 'Message us on WhatsApp',
    },
    booked: {
      title: 'Already booked?',
      description: 'For changes, payments and documents about your booking.',
      contactPage: 'Go to the contact page',
      write: 'Email the bookings team',
    },
    replyTime: 'Reply within 24 hours',
    mailbox: { hello: 'hello', bookings: 'bookings' },
  },
}

/**
 * The contacts book of an edition: a travel-advisor block (phone, e-mail, WhatsApp) for the
 * talk-to-us modal and the contacts page, and an "already booked?" block for the modal only
 * (it links to the contacts page itself).
 */
export function contactsContent(edition: SeedEdition, language: SeedLanguage): Pick<Contact, 'blocks'> {
  const copy = COPY[language]
  const line = LINES[edition]
  const mail = (mailbox: string) => urlLink(`mailto:${mailbox}@${BRAND_SLUG}.example`)
  return {
    blocks: [
      {
        title: copy.advisor.title,
        description: copy.advisor.description,
        showTalkToUs: true,
        showContactPage: true,
        callToActionList: [
          { label: copy.advisor.call, icon: 'phone', hours: line.hours, link: urlLink(`tel:+${line.phone}`) },
          { label: copy.advisor.write, icon: 'email', hours: copy.replyTime, link: mail(copy.mailbox.hello) },
          { label: copy.advisor.whatsapp, icon: 'whatsapp', hours: line.hours, link: urlLink(`https://wa.me/${line.whatsapp}`, true) },
        ],
      },
      {
        title: copy.booked.title,
        description: copy.booked.description,
        showTalkToUs: true,
        showContactPage: false,
        callToActionList: [
          { label: copy.booked.contactPage, icon: 'chat', link: routeLink('contacts') },
          { label: copy.booked.write, icon: 'email', hours: copy.replyTime, link: mail(copy.mailbox.bookings) },
        ],
      },
    ],
  }
}

/** The team's address for a mailbox: `hello` and `bookings` in the language's own words, `privacy` everywhere. */
export function mailAddress(language: SeedLanguage, mailbox: 'hello' | 'bookings' | 'privacy'): string {
  const local = mailbox === 'privacy' ? 'privacy' : COPY[language].mailbox[mailbox]
  return `${local}@${BRAND_SLUG}.example`
}
