import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const en: InfoPage = {
  title: 'Our coordinators',
  lead: `Every ${BRAND_NAME} group leaves with a coordinator: a traveller like you who knows the trip and knows how to make a group work. You find them all below, with their profiles and next departures.`,
  sections: [
    {
      heading: 'Who the coordinator is',
      body: [
        `Not a local guide, and not a tour leader who decides everything for you. A coordinator is a traveller, trained by ${BRAND_NAME}, who has chosen to put their experience at the service of the group. They travel with you, sleep where you sleep and live the trip from start to finish.`,
      ],
    },
    {
      heading: 'Before departure',
      body: [
        'About three weeks before departure your coordinator opens the group chat with you. They answer the first questions, help plan arrivals and make sure that, when you meet, it already feels like you know each other a little.',
      ],
    },
    {
      heading: 'During the trip',
      body: [
        'On the ground, the coordinator is the group’s point of reference:',
        {
          bullets: [
            'follows the plan day by day and keeps the group together;',
            'manages the money pot with you, with clear accounts;',
            'finds a way forward when something does not go as planned;',
            'leaves room for anyone who wants some time alone.',
          ],
        },
        'Local guides join the group for visits, and tell you about places with the knowledge of people who live there.',
      ],
    },
    {
      heading: 'A group, not a crowd',
      body: [
        'Groups are small, 11 travellers on average, and the coordinator makes sure nobody is left on the sidelines. Free time is decided together, and the best evenings often come from an idea of the group rather than from the plan.',
      ],
    },
    {
      heading: 'Choose by coordinator too',
      body: [
        'Below you find our coordinators. Open a profile to read who they are, how they travel and which departures they are leading next: sometimes the person who leads the group is what makes you pick one date over another.',
      ],
    },
  ],
}
