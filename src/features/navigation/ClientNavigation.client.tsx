'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useTransition } from 'react'
import { pushEvent, type AnalyticsEvent } from '@/lib/analytics/data-layer'
import { trackRequest } from '@/lib/http/requests-in-flight'
import { followsInPlace } from './follow-in-place'
import { prefetchAllowedHere } from './prefetch'

/** A `SiteLink`, or any link of a menu marked `data-site-links` (a menu of many links is marked once, not link by link). */
const SITE_LINKS = 'a[data-site-link], [data-site-links] a'
const siteLinkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SITE_LINKS) : null)
const pathOf = (link: HTMLAnchorElement) => `${link.pathname}${link.search}${link.hash}`

/**
 * Gives every `SiteLink` of the page, present or drawn later, a move without a document load
 * (one listener on the document, not a component per link), its analytics event, and a prefetch
 * of its page once pointed at or focused (never offline, on 2g or with data saver on). While a
 * move is pending it counts as a request in flight (the progress bar runs).
 */
export function ClientNavigation() {
  const router = useRouter()
  const [moving, startMove] = useTransition()
  useEffect(() => (moving ? trackRequest() : undefined), [moving])

  useEffect(() => {
    const prefetched = new Set<string>()
    const onClick = (click: MouseEvent) => {
      const link = siteLinkOf(click)
      if (!link) return
      if (link.dataset.event) pushEvent(JSON.parse(link.dataset.event) as AnalyticsEvent)
      const target = { origin: link.origin, target: link.target, hasDownload: link.hasAttribute('download') }
      if (!followsInPlace(click, target, window.location.origin)) return
      click.preventDefault()
      startMove(() => router.push(pathOf(link)))
    }
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event)
      if (!link || link.origin !== window.location.origin || prefetched.has(pathOf(link)) || !prefetchAllowedHere()) return
      prefetched.add(pathOf(link))
      router.prefetch(pathOf(link))
    }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    document.documentElement.dataset.clientNavigation = 'ready'
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      delete document.documentElement.dataset.clientNavigation
    }
  }, [router])
  return null
}
