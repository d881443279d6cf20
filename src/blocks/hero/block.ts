import { largestImageAddress } from '@/features/media/image'
import { defineBlock, thumbnailSvg } from '../define-block'
import { safeAddressOnEverySave } from '@/lib/cms/safe-address'

export default defineBlock({
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  group: 'Layout',
  thumbnail: thumbnailSvg(
    '<rect x="20" y="20" width="440" height="280" rx="12" fill="#3b6e8f"/><path d="M20 240 L150 150 L250 220 L340 160 L460 250 L460 300 L20 300 Z" fill="#2a4f66"/><rect x="60" y="80" width="260" height="30" rx="8" fill="#fff"/><rect x="60" y="125" width="200" height="14" rx="7" fill="#dbe7ef"/><rect x="60" y="165" width="120" height="36" rx="18" fill="#e2473b"/>',
  ),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'subtitle', type: 'textarea', maxLength: 300 },
    { name: 'image', label: 'Cover image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'callToAction',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', maxLength: 60 },
            {
              name: 'url',
              label: 'Link (path or URL)',
              type: 'text',
              maxLength: 500,
              hooks: { beforeChange: [safeAddressOnEverySave] },
            },
          ],
        },
      ],
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'large',
      options: [
        { label: 'Large', value: 'large' },
        { label: 'Medium', value: 'medium' },
      ],
    },
  ],
  render: () => import('./Hero'),
  // Its title is the page's H1 when it opens the page.
  headsPage: (_block, frame) => frame.index === 0,
  summary: (block) => ({ description: block.subtitle, image: largestImageAddress(block.image) }),
})
