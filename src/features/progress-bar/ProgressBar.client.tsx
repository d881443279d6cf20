'use client'
import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from './constants'
import { onRequestCountChange, trackRequest } from '@/lib/http/requests-in-flight'

function isPageLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin && (url.pathname !== window.location.pathname || url.search !== window.location.search)
}

/**
 * The top progress bar: it shows while requests are in flight (a link click
 * counts as one until the new route renders), only after 200 ms, and fills over 5 s.
 */
function Bar() {
  const t = useTranslations('common')
  const pathname = usePathname()
  const search = useSearchParams()
  const [active, setActive] = useState(false)
  const navigation = useRef<(() => void) | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onRequestCountChange((count) => {
      clearTimeout(timer)
      if (count > 0) timer = setTimeout(() => setActive(true), PROGRESS_THROTTLE_MS)
      else setActive(false)
    })
    const onClick = (event: MouseEvent) => {
      if (isPageLink(event) && !navigation.current) navigation.current = trackRequest()
    }
    document.addEventListener('click', onClick)
    return () => {
      off()
      clearTimeout(timer)
      document.removeEventListener('click', onClick)
    }
  }, [])

  useEffect(() => {
    navigation.current?.()
    navigation.current = null
  }, [pathname, search])

  return (
    <div
      className="progress-bar"
      data-active={active}
      role="progressbar"
      aria-label={t('loadingPage')}
      aria-hidden={!active}
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
    />
  )
}

export function ProgressBar() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  )
}
