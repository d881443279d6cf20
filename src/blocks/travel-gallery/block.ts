import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'travelGallery',
  interfaceName: 'TravelGalleryBlock',
  labels: { singular: 'Travel gallery', plural: 'Travel galleries' },
  group: 'Travel page',
  thumbnail: thumbnailSvg(
    '<rect x="30" y="30" width="250" height="260" rx="12" fill="#3b6e8f"/><rect x="295" y="30" width="155" height="125" rx="12" fill="#6a9a6e"/><rect x="295" y="165" width="155" height="125" rx="12" fill="#c9a46b"/><path d="M60 250 l70 -90 l50 60 l30 -30 l50 60 z" fill="#fff" opacity="0.6"/>',
  ),
  fields: [
    {
      name: 'showCover',
      label: 'Start with the travel’s cover',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The photos come from the page’s travel (its gallery).' },
    },
  ],
  render: () => import('./TravelGallery'),
})
