import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'

/**
 * The trip search in plain words: a request box with examples to try, what was understood (each a
 * removable chip) and the travels that match, as the search page's cards. The request lives in the
 * address (`?q=`), so a search can be shared; the cached page is the empty form.
 */
export default function PlainSearch({ block, frame, context }: BlockProps<'plainSearch'>) {
  const { edition, currency } = context
  const t = translator(edition.code, 'aiSearch')
  const Heading = frame.index === 0 ? 'h1' : 'h2'
  const messages = messagesFor(edition.code)
  return (
    <BlockRoot frame={frame} interactive>
      <section className="b-plain-search" aria-labelledby={`${frame.id}-title`}>
        <Heading id={`${frame.id}-title`} className="b-plain-search__title">
          {block.title || t('title')}
        </Heading>
        <Island
          messages={{ aiSearch: messages.aiSearch, listing: messages.listing, catalog: messages.catalog, wishlist: messages.wishlist }}
          frame={frame}
          type="plainSearch"
          props={{ examples: (block.examples ?? []).map((example) => example.request), currency, inputId: `${frame.id}-request` }}
        />
      </section>
    </BlockRoot>
  )
}
