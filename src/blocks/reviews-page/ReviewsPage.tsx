import { href } from '@/editions/href'
import { messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'
import { Stars } from '@/features/rating/Stars'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import type { ReviewsPageData } from './load-reviews-page'

/**
 * The reviews page: its title, the site's average and count (the review badge's figures), then
 * the reviews written in the edition's language, newest first. The first page is in the cached
 * HTML; the island turns the pages (`?page=` in the address) in the browser.
 */
export default function ReviewsPage({ block, frame, context, data }: BlockProps<'reviewsPage', ReviewsPageData>) {
  const { edition } = context
  const t = translator(edition.code, 'reviewsPage')
  const decimal = new Intl.NumberFormat(edition.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const { rating, firstPage } = data
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-reviews-page">
        <h1 className="b-reviews-page__title">{block.title || t('title')}</h1>
        {rating.count > 0 && (
          <p className="b-reviews-page__summary" data-average={rating.average} data-count={rating.count}>
            <Stars score={rating.average} label={t('stars', { score: decimal.format(rating.average) })} />
            <span>{t('summary', { average: decimal.format(rating.average), count: rating.count })}</span>
          </p>
        )}
        <Island
          messages={{ reviewsPage: messagesFor(edition.code).reviewsPage }}
          frame={frame}
          type="reviewsPage"
          props={{ firstPage, path: href('reviews', {}, edition) }}
        />
      </div>
    </BlockRoot>
  )
}
