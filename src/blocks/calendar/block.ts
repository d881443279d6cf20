import { relationIds } from '@/lib/cms/relation-ids'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'calendar',
  interfaceName: 'CalendarBlock',
  labels: { singular: 'Departure calendar', plural: 'Departure calendars' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    Array.from({ length: 28 }, (_, index) => {
      const x = 60 + (index % 7) * 52
      const y = 60 + Math.floor(index / 7) * 52
      const fill = [3, 10, 11, 19].includes(index) ? '#2e8b57' : index === 24 ? '#c0392b' : '#fff'
      return `<rect x="${x}" y="${y}" width="44" height="44" rx="8" fill="${fill}" stroke="#c9ced8"/>`
    }).join(''),
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160 },
    {
      name: 'travel',
      type: 'relationship',
      relationTo: 'travels',
      admin: {
        description: 'Whose departures to show. Empty on a travel page: that travel; elsewhere: the countries or continents below.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'continents', type: 'relationship', relationTo: 'continents', hasMany: true, admin: { width: '50%' } },
        { name: 'destinations', type: 'relationship', relationTo: 'destinations', hasMany: true, admin: { width: '50%' } },
      ],
    },
  ],
  load: () => import('./load-calendar'),
  // A calendar of one travel expires with that travel; one of places, with any list.
  renderTags: (block, context) => {
    const travelId = block.travel ? relationIds([block.travel])[0] : context.routeData.travel?.id
    return [travelId ? catalogTags.travel(travelId) : catalogTags.lists, catalogTags.all]
  },
  render: () => import('./Calendar'),
})
