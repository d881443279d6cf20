'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import type { PlaceState } from '@/customer/event-places/event-places'
import type { EventStatus } from '@/features/events/event-status'
import type { eventItem } from '@/features/events/event-card'
import { pushEvent } from '@/lib/analytics/data-layer'
import { asCustomer, deleteSiteApi, getSiteApi, postSiteApi, SiteApiError } from '@/lib/query/site-api-call'
import { SiteQueries } from '@/lib/query/SiteQueries.client'

export type EventDetailIslandProps = {
  eventId: number
  status: EventStatus
  spots: number | null
  spotsLeft: number | null
  /** Written out on the city's clock. */
  joinUntil: string
  cancelBefore: string
  cancelBeforeText: string
  listHref: string
  item: ReturnType<typeof eventItem>
}

const REFUSALS = ['EVENT_CANCELLED', 'JOINING_CLOSED', 'ALREADY_JOINED', 'NOT_JOINED', 'CANCELLATION_CLOSED', 'RATE_LIMITED'] as const

/**
 * The event's action for this visitor: Join (a signed-out visitor signs in on the way), the
 * waiting list when sold out, or the place they hold with the way to give it back until the
 * deadline; a cancelled or closed event says so and leads back to the list. The state comes
 * from the cached page at first, then live from the site API (spots change with every place taken).
 */
function EventAction({
  eventId,
  status: pageStatus,
  spots,
  spotsLeft,
  joinUntil,
  cancelBefore,
  cancelBeforeText,
  listHref,
  item,
}: EventDetailIslandProps) {
  const t = useTranslations('events')
  const edition = useEdition().code
  const session = useSession((state) => state.status)
  const client = useQueryClient()
  const key = ['event-place', edition, eventId, session]
  const live = useQuery({
    queryKey: key,
    queryFn: () => asCustomer(() => getSiteApi<PlaceState>(`/events/${eventId}/place?edition=${edition}`)),
    enabled: session !== 'unknown',
  })
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const state: PlaceState = live.data ?? { eventId, status: pageStatus, spots, spotsLeft, attendees: 0, place: null }

  async function change(method: 'join' | 'leave') {
    setRefusal(null)
    if (useSession.getState().status !== 'signed-in' && !(await requestSignInFor('event'))) return setRefusal(t('signInRequired'))
    setBusy(true)
    try {
      const path = `/events/${eventId}/place?edition=${edition}`
      const next = await asCustomer(() => (method === 'join' ? postSiteApi<PlaceState>(path, {}) : deleteSiteApi<PlaceState>(path)))
      client.setQueryData(['event-place', edition, eventId, useSession.getState().status], next)
      if (method === 'join') pushEvent({ event: 'join_event', place: next.place, ecommerce: { items: [item] } })
    } catch (error) {
      const known = REFUSALS.find((each) => error instanceof SiteApiError && each === error.key)
      setRefusal(known ? t(`refused.${known}`) : t('refused.failed'))
      void live.refetch()
    } finally {
      setBusy(false)
    }
  }

  const canGiveBack = Date.now() < Date.parse(cancelBefore) || state.status === 'cancelled'
  return (
    <div className="b-event__action" data-status={state.status} data-place={state.place ?? ''}>
      {state.place === 'joined' ? (
        <>
          <p className="b-event__message" role="status">
            {t('joined')}
          </p>
          {canGiveBack ? (
            <>
              <p className="b-event__hint">{t('cancelUntil', { time: cancelBeforeText })}</p>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change('leave')}>
                {busy ? t('sending') : t('leave')}
              </button>
            </>
          ) : (
            <p className="b-event__hint">{t('cancelClosed')}</p>
          )}
        </>
      ) : state.place === 'waiting' ? (
        <>
          <p className="b-event__message" role="status">
            {t('waiting')}
          </p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change('leave')}>
            {busy ? t('sending') : t('leaveWaiting')}
          </button>
        </>
      ) : state.status === 'available' || state.status === 'sold-out' ? (
        <>
          {state.status === 'sold-out' && <p className="b-event__message">{t('soldOutText')}</p>}
          <button type="button" className="button button--primary b-event__join" disabled={busy} onClick={() => void change('join')}>
            {busy ? t('sending') : state.status === 'sold-out' ? t('joinWaiting') : t('join')}
          </button>
          <p className="b-event__hint">{t('joinUntil', { time: joinUntil })}</p>
        </>
      ) : (
        <>
          <p className="b-event__message" role="status">
            {state.status === 'cancelled' ? t('cancelledText') : t('closedText')}
          </p>
          {listHref && (
            <a className="button button--secondary" href={listHref}>
              {t('backToList')}
            </a>
          )}
        </>
      )}
      {refusal && (
        <p className="b-event__refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  )
}

/** The event page's action panel. */
export default function EventDetailIsland(props: EventDetailIslandProps) {
  return (
    <SiteQueries>
      <EventAction {...props} />
    </SiteQueries>
  )
}
