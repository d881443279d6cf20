import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const en: InfoPage = {
  title: 'Shared or private room',
  lead: `On ${BRAND_NAME} trips you share a room: it is one of the easiest ways to get to know each other and it keeps the price down. If you would rather have some space of your own, there are two ways to get it, and here they are.`,
  sections: [
    {
      heading: 'How the shared room works',
      body: [
        'If you travel on your own, you share a room with another traveller of the same gender from your group, unless the trip says it uses a different arrangement. You do not have to find a roommate: we sort it out as the group comes together.',
        'The price you see is per person and already covers the shared room, with no hidden costs.',
      ],
    },
    {
      heading: 'Why share',
      body: [
        'People travelling alone often worry about exactly this, and almost always come home with one more friend. Sharing a room breaks the ice, makes mornings easier to organise and makes you part of the group from the very first evening.',
      ],
    },
    {
      heading: 'Two of you? The private room is free',
      body: [
        'If two of you book together, with a partner, a friend or a sibling, the private room costs nothing extra. You sleep in your own room and are still part of the group for everything else.',
        'Just book together, so we know the room is yours.',
      ],
    },
    {
      heading: 'A single room for a supplement',
      body: [
        'Some trips have an own-room option: you see it on the trip page and can book it for a supplement. It is the right choice if you sleep badly with someone next to you or simply need time to yourself now and then.',
      ],
    },
    {
      heading: 'When the trip says otherwise',
      body: [
        'On some itineraries the arrangement changes for one or more nights, for example in a mountain hut, a tent or on a boat. The trip page always says so, so you know how you will sleep before you book.',
      ],
    },
    {
      heading: 'Good to know',
      body: [
        {
          bullets: [
            'Prices are always per person.',
            'The shared room is with a traveller of the same gender.',
            'The private room is free when two book together.',
            'A single room, where offered, has a supplement.',
          ],
        },
        'Not sure what fits you? Write to us: our team replies within 24 hours.',
      ],
    },
  ],
}
