import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { AnalyticsEvent } from '@/lib/analytics/data-layer'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  children: ReactNode
  /** Pushed to the data layer when the link is followed (logo_click, go_to_wishlist...). */
  event?: AnalyticsEvent
}

/**
 * A link of the site's navigation: plain HTML, so it costs nothing to show or hydrate. Once the
 * page is idle, `ClientNavigation` moves to its page without a document load and prefetches it
 * when pointed at or focused; before that it is an ordinary link.
 */
export function SiteLink({ event, children, ...props }: Props) {
  return (
    <a {...props} data-site-link="" data-event={event ? JSON.stringify(event) : undefined}>
      {children}
    </a>
  )
}
