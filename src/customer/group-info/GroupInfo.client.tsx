'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import { pushEvent } from '@/lib/analytics/data-layer'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { fetchGroupInfo } from './group-info-api'
import { GroupInfoFacts } from './GroupInfoFacts.client'
import './group-info.css'

function Section({ tourId }: { tourId: number }) {
  const t = useTranslations('groupInfo')
  const headingId = useId()
  const signedIn = useSession((state) => state.status === 'signed-in')
  const customerId = useSession((state) => state.customer?.id ?? null)
  const query = useQuery({
    queryKey: ['group-info', tourId, customerId],
    queryFn: () => fetchGroupInfo(tourId),
    enabled: signedIn,
  })
  const reported = useRef(false)
  const info = signedIn ? query.data : undefined

  // Reported once a page view, when the customer first sees the group.
  useEffect(() => {
    if (!info || reported.current) return
    reported.current = true
    pushEvent({ event: 'group_info_view', tour_id: String(tourId), travellers: info.travellersCount })
  }, [info, tourId])

  return (
    <section className="group-info" aria-labelledby={headingId} aria-busy={(signedIn && query.isPending) || undefined}>
      <h3 id={headingId} className="group-info__title">
        {t('title')}
      </h3>
      {!signedIn && (
        <>
          <p>{t('signedOutText')}</p>
          <button type="button" className="button" onClick={() => void requestSignInFor('group-info')}>
            {t('signIn')}
          </button>
        </>
      )}
      {signedIn && query.isPending && <p>{t('loading')}</p>}
      {signedIn && query.isError && (
        <>
          <p role="alert">{t('failed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </>
      )}
      {info && <GroupInfoFacts info={info} />}
    </section>
  )
}

/**
 * Who is going on a departure, for signed-in customers only: the cached HTML (and every visitor)
 * shows the prompt to sign in or sign up, which opens the sign-in dialog titled for it; once
 * signed in, the group loads in the browser and `group_info_view` is pushed.
 */
export function GroupInfoSection({ tourId }: { tourId: number }) {
  return (
    <SiteQueries>
      <Section tourId={tourId} />
    </SiteQueries>
  )
}
