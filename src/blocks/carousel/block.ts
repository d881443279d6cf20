import { defineBlock, thumbnailSvg } from '../define-block'
import { safeAddressOnEverySave } from '@/lib/cms/safe-address'
import { CAROUSEL_DEFAULT_ITEMS_PER_VIEW } from './constants'

export default defineBlock({
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  group: 'Media',
  thumbnail: thumbnailSvg(
    [30, 150, 270, 390]
      .map(
        (x) =>
          `<rect x="${x}" y="70" width="100" height="140" rx="10" fill="#d9dde6"/><rect x="${x}" y="225" width="80" height="12" rx="6" fill="#1f2a44"/>`,
      )
      .join('') +
      '<circle cx="220" cy="275" r="6" fill="#1f2a44"/><circle cx="240" cy="275" r="6" fill="#9aa3b5"/><circle cx="260" cy="275" r="6" fill="#9aa3b5"/>',
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'carousel',
          options: [
            { label: 'Carousel (slides)', value: 'carousel' },
            { label: 'List (grid)', value: 'list' },
          ],
        },
        {
          name: 'itemsPerView',
          label: 'Items per view (desktop)',
          type: 'number',
          min: 1,
          max: 6,
          defaultValue: CAROUSEL_DEFAULT_ITEMS_PER_VIEW,
        },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 24,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 400 },
        {
          type: 'row',
          fields: [
            {
              name: 'linkUrl',
              label: 'Link (path or URL)',
              type: 'text',
              maxLength: 500,
              hooks: { beforeChange: [safeAddressOnEverySave] },
            },
            { name: 'linkLabel', type: 'text', maxLength: 60 },
          ],
        },
      ],
    },
  ],
  render: () => import('./Carousel'),
})
