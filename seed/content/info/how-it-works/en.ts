import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const en: InfoPage = {
  title: 'How it works',
  lead: `With ${BRAND_NAME} you travel in a small group of people your age, with a coordinator who comes along. Here is what happens, step by step, from the moment you pick a trip to the day you get home.`,
  sections: [
    {
      heading: 'Choose a trip',
      body: [
        'Search by destination, date or style of travel. Every departure is for 25 to 35 or 35 to 49 year olds and shows its age range, the minimum number of travellers that confirms it and its maximum group size. On average a group has 11 travellers.',
        'The trip page gives you the day-by-day itinerary, what is included, the amount of the money pot and the documents you need. Prices are always per person.',
      ],
    },
    {
      heading: 'Book with the deposit',
      body: [
        'You book online in a few minutes: a deposit of €100, or £100 / $100 when you pay in pounds or dollars, secures your seat, and the balance is due 31 days before departure. Book within 31 days of departure and you pay the whole price at once.',
        {
          bullets: [
            'Pay by card (Visa, Mastercard, American Express), PayPal, Apple Pay or Google Pay.',
            'Medical and baggage insurance is always included.',
            'Cancel for free up to 31 days before departure, or up to 8 days before with the flexible option (€49 per person, chosen when you book).',
          ],
        },
        'Flights are not included unless the trip says so, and our team is happy to advise. Buy them once the departure is confirmed: if it has not reached its minimum 21 days before departure, we cancel it and you choose between a full refund and another departure.',
      ],
    },
    {
      heading: 'Meet the group in the chat',
      body: [
        'About three weeks before departure, the group chat with your coordinator opens. That is the time to say hello, plan arrivals, ask what to pack and break the ice before you even leave.',
        'After booking we also send you a checklist of documents: passport, any visas and the vaccinations your destination requires.',
      ],
    },
    {
      heading: 'Travel with the coordinator',
      body: [
        `Your coordinator is a traveller like you, trained by ${BRAND_NAME}: not a local guide, but the person who keeps the group together, follows the plan and sorts out the unexpected. Local guides join for visits.`,
        'You share a room with a traveller of the same gender unless the trip says otherwise. Book as two and the private room costs nothing extra.',
      ],
    },
    {
      heading: 'The money pot',
      body: [
        'Local expenses on the trip are paid from the money pot, a shared fund every traveller contributes to. Its amount is shown on each trip, so you know from the start what to budget. The coordinator manages it with the group, with clear accounts everyone can see.',
      ],
    },
    {
      heading: 'After the trip',
      body: ['Back home, we ask you for a review: your words help the people who choose after you and tell us what to improve.'],
    },
  ],
}
