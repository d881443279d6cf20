'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { formatDay } from '@/editions/formats'
import type { ReviewsPage } from '@/features/catalog/reviews/review-pages'
import { Stars } from '@/features/rating/Stars'
import { getSiteApi } from '@/lib/query/site-api-call'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { reviewsPageFromSearch, reviewsPageSearch } from './review-page-address'

/** `path`: the reviews page's own address, whose first page has no parameter. */
export type ReviewsPageIslandProps = { firstPage: ReviewsPage; path: string }

function ReviewList({ page }: { page: ReviewsPage }) {
  const t = useTranslations('reviewsPage')
  if (page.data.length === 0) return <p className="b-reviews-page__none">{t('none')}</p>
  return (
    <ol className="b-reviews-page__list" data-page={page.currentPage}>
      {page.data.map((review) => (
        <li key={review.id} className="b-reviews-page__review" data-rating={review.rating}>
          <Stars score={review.rating} label={t('stars', { score: String(review.rating) })} />
          <blockquote className="b-reviews-page__text">
            <p>{review.text}</p>
          </blockquote>
          <p className="b-reviews-page__author">
            {review.firstName} · <time dateTime={review.date}>{formatDay(review.date)}</time>
            {review.travel.title && (
              <>
                {' · '}
                {review.travel.url ? (
                  <a href={review.travel.url}>{t('about', { title: review.travel.title })}</a>
                ) : (
                  t('about', { title: review.travel.title })
                )}
              </>
            )}
          </p>
        </li>
      ))}
    </ol>
  )
}

type PageLinksProps = { page: ReviewsPage; path: string; onGo: (page: number) => (event: MouseEvent<HTMLAnchorElement>) => void }

function PageLinks({ page, path, onGo }: PageLinksProps) {
  const t = useTranslations('reviewsPage')
  if (page.lastPage <= 1) return null
  const link = (target: number, label: string, rel: string) => (
    <a className="button button--secondary" href={`${path}${reviewsPageSearch('', target)}`} rel={rel} onClick={onGo(target)}>
      {label}
    </a>
  )
  return (
    <nav className="b-reviews-page__pages" aria-label={t('pages')}>
      {page.currentPage > 1 && link(page.currentPage - 1, t('previous'), 'prev')}
      <span aria-current="page">{t('page', { page: page.currentPage, pages: page.lastPage })}</span>
      {page.currentPage < page.lastPage && link(page.currentPage + 1, t('next'), 'next')}
    </nav>
  )
}

function Reviews({ firstPage, path }: ReviewsPageIslandProps) {
  const t = useTranslations('reviewsPage')
  const edition = useEdition().code
  const [pageNumber, setPageNumber] = useState(1)
  const top = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The cached page is the first; the address may ask for another (a shared link, back and forward).
    const follow = () => setPageNumber(reviewsPageFromSearch(window.location.search))
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const query = useQuery({
    queryKey: ['reviews-page', edition, pageNumber],
    queryFn: () => getSiteApi<ReviewsPage>(`/reviews?edition=${edition}&page=${pageNumber}`),
    enabled: pageNumber > 1,
    initialData: pageNumber === 1 ? firstPage : undefined,
    placeholderData: (previous) => previous,
  })
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    window.history.pushState(null, '', `${window.location.pathname}${reviewsPageSearch(window.location.search, target)}`)
    setPageNumber(target)
    top.current?.scrollIntoView({ block: 'start' })
  }
  const page = pageNumber === 1 ? firstPage : query.data
  return (
    <div ref={top} className="b-reviews-page__reviews" aria-busy={query.isFetching}>
      {query.isError && pageNumber > 1 ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : page ? (
        <>
          <ReviewList page={page} />
          <PageLinks page={page} path={path} onGo={go} />
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  )
}

/** The reviews list and its pages: the first from the cached HTML, the others fetched in the browser. */
export default function ReviewsPageIsland(props: ReviewsPageIslandProps) {
  return (
    <SiteQueries>
      <Reviews {...props} />
    </SiteQueries>
  )
}
