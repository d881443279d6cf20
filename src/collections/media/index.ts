import type { CollectionConfig } from 'payload'
import { markCatalogChanged } from '@/features/catalog/search/snapshot-store'
import { anyone, signedIn } from '@/lib/cms/access'
import { revalidatePagesAfterMediaChange, revalidatePagesAfterMediaDelete } from './revalidate-pages'
import { stripMarkupFromFields } from './strip-markup-from-fields'

/** Images uploaded by editors, resized by sharp into webp sizes. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  hooks: {
    beforeValidate: [stripMarkupFromFields],
    afterChange: [revalidatePagesAfterMediaChange, ({ doc }) => (markCatalogChanged(), doc)],
    afterDelete: [revalidatePagesAfterMediaDelete, () => markCatalogChanged()],
  },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    { name: 'alt', label: 'Alternative text', type: 'text', required: true, maxLength: 300 },
    { name: 'title', type: 'text', maxLength: 300 },
  ],
}
