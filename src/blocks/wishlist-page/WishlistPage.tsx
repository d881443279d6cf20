import { href } from '@/editions/href'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * The wishlist: its three views (not signed in, empty, the saved travels with their saved
 * tours) are the customer's own, so the cached page carries the heading and a loading line, and
 * the island draws the view in the browser.
 */
export default function WishlistPage({ block, frame, context }: BlockProps<'wishlistPage'>) {
  const { edition, currency } = context
  const messages = messagesFor(edition.code)
  const t = translator(edition.code, 'wishlist')
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-wishlist-page">
        <h1 className="b-wishlist-page__title">{block.title || t('signedOutTitle')}</h1>
        <Island
          messages={{ wishlist: messages.wishlist, catalog: messages.catalog }}
          frame={frame}
          type="wishlistPage"
          props={{ currency, travelsUrl: href('travels', {}, edition) || '/' }}
        />
      </div>
    </BlockRoot>
  )
}
