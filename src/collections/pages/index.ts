import type { CollectionConfig } from 'payload'
import { declaredBlocks } from '@/blocks/index.generated'
import { ROUTE_NAMES } from '@/editions/route-names'
import { publishedOrSignedIn, signedIn } from '@/lib/cms/access'
import { customCssField } from '@/lib/cms/custom-css-field'
import { ruleOnEverySave } from '@/lib/cms/save-rule'
import { refuseMalformedBlockIds } from './block-ids'
import { livePreviewUrl, previewUrl } from './preview-url'
import { seoFields } from './seo-fields'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './revalidate-page'
import { fillSlugFromTitle, slugProblem, validateSlug } from './slug-field'
import { validateTitle } from './title-field'

/** Custom pages: every route of every edition renders one of these. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'routingKey', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'routingKey'],
    livePreview: { url: livePreviewUrl },
    preview: previewUrl,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  hooks: {
    beforeValidate: [fillSlugFromTitle],
    afterChange: [revalidatePageAfterChange],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 200,
      validate: validateTitle,
      admin: { description: 'The page shows in this edition once it has a title here.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'blocks',
              label: 'Blocks',
              type: 'blocks',
              localized: true,
              blocks: [],
              blockReferences: declaredBlocks.map((block) => block.slug),
              hooks: { beforeChange: [refuseMalformedBlockIds] },
            },
          ],
        },
        { label: 'SEO', name: 'meta', fields: seoFields },
        {
          label: 'Page settings',
          fields: [
            {
              name: 'layout',
              type: 'select',
              defaultValue: 'default',
              options: [
                { label: 'Default (header transparent over a cover hero)', value: 'default' },
                { label: 'Empty (header never transparent)', value: 'empty' },
                { label: 'Events (WeMeet header and footer)', value: 'events' },
              ],
              admin: { description: 'Event routes use the events layout on their own.' },
            },
            {
              name: 'hideLayout',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Header shows only a centred logo; no navigation, search or footer menu.' },
            },
            {
              name: 'noindex',
              label: 'Hide from search engines (noindex)',
              type: 'checkbox',
              defaultValue: false,
            },
            customCssField('Custom CSS for this page', 'Added to this page only, after the site styles.', { scoped: false }),
          ],
        },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      unique: true,
      index: true,
      maxLength: 300,
      validate: validateSlug,
      // Drafts are previewed and reachable by their slug too: the rule holds for every save.
      hooks: { beforeChange: [ruleOnEverySave(slugProblem)] },
      admin: {
        position: 'sidebar',
        description:
          'The address in this edition, e.g. "summer-in-sicily" or "guides/packing-list". Filled from the title when left empty.',
      },
    },
    {
      name: 'routingKey',
      type: 'select',
      unique: true,
      index: true,
      options: ROUTE_NAMES.map((name) => ({ label: name, value: name })),
      admin: {
        position: 'sidebar',
        description:
          'Makes this page the one shown for a fixed site route (home, search, wishlist...). Leave empty for a page reached by its slug.',
      },
    },
  ],
}
