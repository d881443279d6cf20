'use client'
import Link, { useLinkStatus } from 'next/link'
import { useEffect, useState, type ComponentProps } from 'react'
import { trackRequest } from '@/lib/http/requests-in-flight'
import { prefetchAllowedHere } from './prefetch'

/** While its link's navigation is pending, it counts as a request in flight (the progress bar runs). */
function NavigationInFlight() {
  const { pending } = useLinkStatus()
  useEffect(() => (pending ? trackRequest() : undefined), [pending])
  return null
}

/**
 * A link of the site: a click moves to the page without a document load. Its page is prefetched
 * only once the visitor points at it or focuses it (not when it scrolls into view), and never
 * offline, on 2g or with data saver on.
 */
export function SiteLink({ children, onPointerEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false)
  const showIntent = () => setIntent(prefetchAllowedHere())
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
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
