import { BRAND_NAME } from '../../../src/lib/brand'
import type { FaqCopy } from './types'

export const FAQ_EN: FaqCopy = {
  title: 'Frequently asked questions',
  lead: `Everything you need to know before travelling with ${BRAND_NAME}: booking, payments, your group and coordinator, documents and cancellation. Still unsure? Our customer care team is there Monday to Friday, 9am to 7pm.`,
  categories: {
    booking: {
      name: 'Booking',
      items: [
        [
          'How do I book a trip?',
          'Pick a trip and a departure date, then book online in a few minutes. Prices are per person, and your seat is yours as soon as the deposit is paid.',
        ],
        [
          'How much do I pay when I book?',
          'A deposit of €100, or £100 / $100 when you pay in pounds or dollars, secures your seat. The balance is due 31 days before departure.',
        ],
        [
          'When is a departure confirmed?',
          'Every departure shows the minimum number of travellers that confirms it and its maximum group size. As soon as the minimum is reached, the departure is marked as confirmed and you can plan the rest with peace of mind.',
        ],
        [
          'Are flights included?',
          'Flights are not included unless the trip page says so. Our team is happy to advise you on which flights to take to meet the group.',
        ],
        [
          'How can I reach customer care?',
          'We answer Monday to Friday, 9am to 7pm, by phone, e-mail and WhatsApp. E-mails get a reply within 24 hours.',
        ],
      ],
    },
    payment: {
      name: 'Payment',
      items: [
        ['Which payment methods can I use?', 'You can pay by card (Visa, Mastercard, American Express), PayPal, Apple Pay or Google Pay.'],
        ['When do I pay the balance?', 'The balance is due 31 days before departure. Until then you have only paid the deposit.'],
        [
          'What if I book less than 31 days before departure?',
          'Then you pay the whole price at once when you book, since the balance would already be due.',
        ],
        [
          'What is the money pot?',
          'It is a shared fund that pays for local expenses during the trip. Its amount is shown on every trip, and the coordinator manages it together with the group.',
        ],
      ],
    },
    group: {
      name: 'Your group',
      items: [
        [
          'How many people travel in a group?',
          'Our groups are small: 11 travellers on average. Each departure shows its minimum number of travellers and its maximum group size.',
        ],
        [
          'How old are the other travellers?',
          'Our travellers are roughly 25 to 49. Each departure is for 25 to 35 or 35 to 49 year olds and says which; if you are 21 to 25 or just above the range, ask us and the team decides with the coordinator.',
        ],
        [
          'I am travelling on my own: will I share a room?',
          'Yes, you share your room with a traveller of the same gender, unless the trip says otherwise. On trips with the own-room option you can book a single room for a supplement.',
        ],
        [
          'We are two: can we have a room to ourselves?',
          'Yes, and it costs nothing extra: when two people book together, they get a private room for free.',
        ],
      ],
    },
    coordinator: {
      name: 'Coordinator',
      items: [
        [
          'Who is the coordinator?',
          `A traveller like you, trained by ${BRAND_NAME}, who travels with every group from the first day to the last. The coordinator keeps the group together, looks after the day-to-day organisation and manages the money pot with you.`,
        ],
        [
          'Is the coordinator a local guide?',
          'No. The coordinator is not a local guide: for visits, local guides join the group and share their knowledge of the place.',
        ],
        [
          'When do I get to know the coordinator and the group?',
          'After booking, a group chat with the coordinator opens about 3 weeks before departure. It is the place to ask questions and say hello before you leave.',
        ],
      ],
    },
    documents: {
      name: 'Documents and insurance',
      items: [
        [
          'Which documents do I need?',
          'A valid passport: for most countries it must still be valid 6 months after your return. After booking, our team sends you a checklist for your trip.',
        ],
        [
          'Do I need a visa?',
          'It depends on the destination: the trip page says which visas are needed. Getting them is up to you, and the checklist we send after booking helps you do it in time.',
        ],
        [
          'Do I need vaccinations?',
          'Only those the destination requires. You are responsible for them; the checklist you receive after booking lists what to check.',
        ],
        ['Is travel insurance included?', 'Yes, medical and baggage insurance is always included in the price of every trip.'],
      ],
    },
    cancellation: {
      name: 'Cancellation',
      items: [
        ['Can I cancel for free?', 'Yes, up to 31 days before departure. Everything you have paid is refunded within 14 days.'],
        [
          'What does it cost to cancel later?',
          'From 30 to 15 days before departure you pay 50% of the price, from 14 to 8 days 75%. At 7 days or less, or if you do not show up, you pay 100%.',
        ],
        [
          'What is the flexible cancellation option?',
          'You choose it when you book, for €49 per person. You can then cancel for free up to 8 days before departure: your deposit comes back as a gift card of the same value, valid 12 months, and the rest is refunded in money.',
        ],
        [
          'What happens if a departure does not reach its minimum?',
          'If a departure has not reached its minimum number of travellers 21 days before departure, we cancel it. You then choose between a full refund and another departure.',
        ],
      ],
    },
  },
}
