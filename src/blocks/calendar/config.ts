import { defineBlock, thumbnailSvg } from '../define-block'

export const calendarBlock = defineBlock({
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
})
