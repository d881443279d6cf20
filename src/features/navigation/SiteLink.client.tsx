'use client'
import Link, { useLinkStatus } from 'next/link'
import { useEffect, useState, type ComponentProps } from 'react'
import { pushEvent, type AnalyticsEvent } from '@/lib/analytics/data-layer'
import { trackRequest } from '@/lib/http/requests-in-flight'
import { prefetchAllowedHere } from './prefetch'

/** While its link's navigation is pending, it counts as a request in flight (the progress bar runs). */
function NavigationInFlight() {
  const { pending } = useLinkStatus()
  useEffect(() => (pending ? trackRequest() : undefined), [pending])
  return null
}

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'> & {
  /** Pushed to the data layer when the link is followed (logo_click, go_to_wishlist...). */
  event?: AnalyticsEvent
}

/**
 * A link of the site: a click moves to the page without a document load. Its page is prefetched
 * only once the visitor points at it or focuses it (not when it scrolls into view), and never
 * offline, on 2g or with data saver on.
 */
export function SiteLink({ children, event, onClick, onPointerEnter, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  const showIntent = () => setIntent(prefetchAllowedHere())
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onClick={(click) => {
        if (event) pushEvent(event)
        onClick?.(click)
      }}
      onPointerEnter={(event) => {
        showIntent()
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        showIntent()
        onFocus?.(event)
      }}
    >
      {children}
      <NavigationInFlight />
    </Link>
  )
}
