'use client'
import { useParams, usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { reportExperimentsViewed } from '@/features/experiments/report-viewed'
import { pushEvent } from '@/lib/analytics/data-layer'
import { isChunkLoadError, shouldReload } from './chunk-reload'
import { CHUNK_RELOAD_KEY, OLD_CACHE_PATTERN, PAGE_CHANGE_DELAY_MS } from './constants'
import { ensureDeviceId } from './device-id'
import { rememberEdition } from './edition-cookie'

/**
 * What every visit does in the browser: `page_change` to the data layer 250 ms after each route
 * change, `experiment_viewed` once per experiment the visitor is in, a reload on a chunk-load
 * failure (once per 60 s), the old service workers and their
 * caches removed, and the visitor's cookies (device id, edition) set here, since cached pages
 * carry none.
 */
export function SessionEffects() {
  const pathname = usePathname()
  const locale = String(useParams()?.locale ?? '')

  useEffect(() => {
    ensureDeviceId()
    if (locale) rememberEdition(locale)
  }, [locale])

  useEffect(() => {
    // A move into an experiment's variation may have come without a document load.
    reportExperimentsViewed()
    const timer = setTimeout(() => pushEvent({ event: 'page_change', path: pathname }), PAGE_CHANGE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : (event.error ?? event.message)
      if (!isChunkLoadError(error)) return
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null
      if (!shouldReload(last, Date.now())) return
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => registrations.forEach((registration) => registration.unregister()))
      .catch(() => {})
    window.caches
      ?.keys()
      .then((keys) => keys.filter((key) => OLD_CACHE_PATTERN.test(key)).forEach((key) => window.caches.delete(key)))
      .catch(() => {})
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onError)
    }
  }, [])

  return null
}
