'use client'
import { useRouter } from 'next/navigation'
import { useCallback, type MouseEvent, type PointerEvent } from 'react'
import { prefetchAllowedHere } from './prefetch'

function siteAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin ? anchor : null
}

/**
 * Client-side navigation for every plain link inside one element, by delegation (one handler,
 * not one per link): a click navigates without a page load; pointing at a link prefetches it
 * (unless it says `data-no-prefetch`), unless the visitor is offline, on 2g or saving data.
 */
export function useSiteNavigation() {
  const router = useRouter()
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = siteAnchor(event.target)
      if (!anchor) return
      event.preventDefault()
      const url = new URL(anchor.href)
      router.push(`${url.pathname}${url.search}${url.hash}`)
    },
    [router],
  )
  const onPointerOver = useCallback(
    (event: PointerEvent) => {
      const anchor = siteAnchor(event.target)
      if (anchor && !anchor.hasAttribute('data-no-prefetch') && prefetchAllowedHere()) router.prefetch(new URL(anchor.href).pathname)
    },
    [router],
  )
  return { onClick, onPointerOver }
}
