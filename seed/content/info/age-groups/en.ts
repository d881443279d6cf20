import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const en: InfoPage = {
  title: 'Age groups',
  lead: `${BRAND_NAME} trips are for people roughly between 25 and 49, and every departure brings together one generation. That way you travel with people whose pace, curiosity and energy are close to your own.`,
  sections: [
    {
      heading: 'Why we travel by age',
      body: [
        'In a small group, 11 travellers on average, chemistry matters. People at the same stage of life tend to want the same things from a trip: talking late into the night, getting up early for a sunrise, lingering at a market or stretching out a dinner.',
        'That is why every departure states its age range. It is not a hard line to keep people out, but a promise about who you will meet in the group.',
      ],
    },
    {
      heading: 'Departures for 25–35',
      body: [
        'These are the departures of people who have just started working, moved to a new city or finally have holidays to spend as they like. The pace is lively, friendships form fast and the group chat gets busy weeks before you leave.',
      ],
    },
    {
      heading: 'Departures for 35–49',
      body: [
        'These are the departures of people with more trips behind them who know what they enjoy. The spirit is the same, with companions who share your rhythm and priorities: some travel to switch off from work, some to enjoy going away without organising a thing.',
      ],
    },
    {
      heading: 'Reading a departure’s range',
      body: [
        'You find it on the page of every departure, with the other details that help you choose:',
        {
          bullets: [
            'the age range: 25–35 or 35–49;',
            'the minimum number of travellers that confirms the departure;',
            'the maximum group size;',
            'the coordinator who travels with you.',
          ],
        },
        'The same trip can have dates for both ranges: pick the one that feels like you.',
      ],
    },
    {
      heading: 'If you are just outside the range',
      body: [
        'Are you between 21 and 25, or just above the limit? Write to us before you book. Our team looks at each request with the departure’s coordinator, considering the group that is forming, and gives you an honest answer.',
        'If the answer is no, we suggest a departure that suits you better: the point is that you feel at home in the group, and the group with you.',
      ],
    },
  ],
}
