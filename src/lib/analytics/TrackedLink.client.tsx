'use client'
import type { AnchorHTMLAttributes } from 'react'
import { pushEvent, type AnalyticsEvent } from './data-layer'

/** A plain link that pushes an analytics event when followed (logo_click, go_to_wishlist...). */
export function TrackedLink({ event, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { event: AnalyticsEvent }) {
  return <a {...anchor} onClick={() => pushEvent(event)} />
}
