import type { Field } from 'payload'
import { TOP_SELLER_WINDOW_DAYS } from '@/features/catalog/most-booked'

/** Most cards a carousel listing shows: it is a teaser, the full list is a listing page. */
export const MAX_CAROUSEL_CARDS = 12
export const DEFAULT_CAROUSEL_CARDS = 6

const isCarousel = (_: unknown, siblings: { layout?: string }) => siblings?.layout === 'carousel'

/** The listing as a carousel: a fixed number of cards in the cached page, no filters, no pages. */
export const carouselFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'layout',
        type: 'select',
        required: true,
        defaultValue: 'grid',
        options: [
          { label: 'Grid (filters, pages)', value: 'grid' },
          { label: 'Carousel (a few cards)', value: 'carousel' },
        ],
        admin: {
          width: '34%',
          description: 'Carousel: the first cards of the preset filters in a row that slides; visitors cannot filter or page.',
        },
      },
      {
        name: 'limit',
        label: 'Cards in the carousel',
        type: 'number',
        min: 1,
        max: MAX_CAROUSEL_CARDS,
        defaultValue: DEFAULT_CAROUSEL_CARDS,
        admin: { width: '33%', step: 1, condition: isCarousel },
      },
      {
        name: 'ranking',
        label: 'Order',
        type: 'select',
        defaultValue: 'preset',
        options: [
          { label: 'The preset sort', value: 'preset' },
          { label: 'Top sellers', value: 'topSellers' },
        ],
        admin: {
          width: '33%',
          condition: isCarousel,
          description: `Top sellers (travels only): the travels with the most travellers booked in bookings made over the last ${TOP_SELLER_WINDOW_DAYS} days, cancelled ones left out, that match the preset filters and still have a departure to sell.`,
        },
      },
    ],
  },
]
