'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import type { CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import { useWishlist } from '@/customer/wishlist/use-wishlist'
import { fetchWishlistDetails } from '@/customer/wishlist/wishlist-api'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { SavedTravel } from './SavedTravel'

export type WishlistPageIslandProps = { currency: CurrencyCode; travelsUrl: string }

function WishlistView({ currency, travelsUrl }: WishlistPageIslandProps) {
  const t = useTranslations('wishlist')
  const edition = useEdition().code
  const status = useSession((state) => state.status)
  const customerId = useSession((state) => state.customer?.id ?? null)
  const wishlist = useWishlist()
  const details = useQuery({
    // The saved ids are part of the key: every change of the wishlist brings the page up to date.
    queryKey: ['wishlist-details', customerId, edition, currency, wishlist],
    queryFn: () => fetchWishlistDetails(edition, currency),
    enabled: Boolean(wishlist && wishlist.travels.length > 0),
    placeholderData: (previous) => previous,
  })

  if (status === 'signed-out')
    return (
      <div className="b-wishlist-page__view" data-view="signed-out">
        <p>{t('signedOutText')}</p>
        <button type="button" className="button button--primary" onClick={() => void requestSignInFor('sign-in')}>
          {t('signIn')}
        </button>
      </div>
    )
  if (wishlist && wishlist.travels.length === 0)
    return (
      <div className="b-wishlist-page__view" data-view="empty">
        <h2 className="b-wishlist-page__subtitle">{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <a className="button button--primary" href={travelsUrl}>
          {t('browse')}
        </a>
      </div>
    )
  if (!details.data)
    return (
      <p className="b-wishlist-page__view" data-view="loading" role="status">
        {t('loading')}
      </p>
    )
  return (
    <ul className="b-wishlist-page__travels" data-view="regular">
      {details.data.travels.map((travel) => (
        <SavedTravel key={travel.id} travel={travel} />
      ))}
    </ul>
  )
}

/** The customer's wishlist, loaded in the browser: not signed in, empty, or the saved travels with their tours. */
export default function WishlistPageIsland(props: WishlistPageIslandProps) {
  return (
    <SiteQueries>
      <WishlistView {...props} />
    </SiteQueries>
  )
}
