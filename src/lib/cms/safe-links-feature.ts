import { createServerFeature } from '@payloadcms/richtext-lexical'
import { ValidationError } from 'payload'
import { unsafeLinkAddresses, withoutUnsafeLinks } from '../text/rich-text-links'
import { SAFE_ADDRESS_MESSAGE } from './safe-address'

/**
 * Links in rich text reach API clients as stored (`/api/pages`, the site API's custom pages), not
 * only through the site's renderer: a rich text linking to a script or document address is refused
 * on every save (drafts and autosaves too), and one stored before the rule is read without it
 * (the link goes, its text stays).
 */
export const SafeLinksFeature = createServerFeature({
  key: 'safeLinks',
  feature: {
    hooks: {
      beforeChange: [
        ({ value, path, collection, global, req }) => {
          const [address] = unsafeLinkAddresses(value)
          if (address === undefined) return value
          const shown = JSON.stringify(address.length > 60 ? `${address.slice(0, 60)}…` : address)
          throw new ValidationError(
            {
              collection: collection?.slug,
              global: global?.slug,
              errors: [{ path: path.join('.'), message: `The link ${shown} is not allowed. ${SAFE_ADDRESS_MESSAGE}` }],
              req,
            },
            req.t,
          )
        },
      ],
      afterRead: [({ value }) => withoutUnsafeLinks(value)],
    },
  },
})
