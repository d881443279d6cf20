import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'
import type { ContactDetails } from './details'

export const en = (contact: ContactDetails): InfoPage => ({
  title: 'Contact us',
  lead: `Got a question about a trip, a booking or how ${BRAND_NAME} works? Our team answers by phone, on WhatsApp and by e-mail: ${contact.hours}.`,
  sections: [
    {
      heading: 'Phone',
      body: [
        ['Call us on ', contact.phone, ` (${contact.hours}).`],
        'It is the right channel when you are choosing between trips or dates and want advice in person, or when you need an answer straight away.',
      ],
    },
    {
      heading: 'WhatsApp',
      body: [
        ['Message us on WhatsApp at ', contact.whatsapp, ` (${contact.hours}).`],
        'Handy for quick questions, for sending us a photo of a document or for picking up a conversation whenever you have a moment.',
      ],
    },
    {
      heading: 'E-mail',
      body: [
        'We reply to every e-mail within 24 hours. Pick the right address and you reach the person who can help you first time:',
        [contact.hello, `: questions about trips and ${BRAND_NAME}, before you book.`],
        [contact.bookings, `: changes, payments and documents for a booking.`],
        [contact.privacy, `: your personal data and privacy.`],
      ],
    },
    {
      heading: 'Which channel to use',
      body: [
        {
          bullets: [
            'Before booking: phone or WhatsApp, to choose the trip and date together.',
            'Already booked: e-mail the bookings team and keep your booking code at hand, it helps us answer you faster.',
            'On the trip: your coordinator and the group chat are the quickest way.',
            'Personal data: the privacy address.',
          ],
        },
      ],
    },
    {
      heading: 'Talk to us from any page',
      body: [
        'When you see the “Talk to us” button at the top of the page, open it: you find the same contacts, plus a direct line to the bookings team if you have already booked.',
      ],
    },
    {
      heading: 'Where we are',
      body: [
        `${BRAND_NAME} Group Travel S.r.l., Via Giovanni Battista Pirelli 12, 20124 Milano, Italy. VAT number IT11864520967, registered in the Milan companies register. It is the tour operator that organises our trips, and you can also send us post at this address.`,
      ],
    },
  ],
})
