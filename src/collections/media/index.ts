import type { CollectionConfig } from 'payload'
import { anyone, signedIn } from '@/lib/cms/access'
import { catalogChanged } from '@/lib/events/catalog-changed'
import { revalidatePagesAfterMediaChange, revalidatePagesAfterMediaDelete } from './revalidate-pages'
import { stripMarkupFromFields } from './strip-markup-from-fields'

/**
 * Anyone may read a picture, so browsers and shared caches keep it for a day and may show the
 * kept copy for a week while they fetch a fresh one: a replaced picture shows within a day.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** Images uploaded by editors, resized by sharp into webp sizes. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  hooks: {
    beforeValidate: [stripMarkupFromFields],
    // The catalog's search shows images: a change is a catalog change, whose pages expire above.
    afterChange: [
      revalidatePagesAfterMediaChange,
      async ({ doc }) => {
        await catalogChanged({ collection: 'media', tags: [] })
        return doc
      },
    ],
    afterDelete: [revalidatePagesAfterMediaDelete, () => catalogChanged({ collection: 'media', tags: [] })],
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
    modifyResponseHeaders: ({ headers }) => headers.set('Cache-Control', MEDIA_CACHE_CONTROL),
    focalPoint: true,
  },
  fields: [
    { name: 'alt', label: 'Alternative text', type: 'text', required: true, maxLength: 300 },
    // Optional per edition: an image uploaded once keeps its one text everywhere until an editor translates it.
    {
      name: 'localizedAlt',
      label: 'Alternative text in this edition',
      type: 'text',
      localized: true,
      maxLength: 300,
      admin: { description: "Shown on this edition's pages instead of the text above; leave empty to use that one." },
    },
    { name: 'title', type: 'text', maxLength: 300 },
  ],
}
