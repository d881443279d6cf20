'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from './constants'
import { onRequestCountChange } from '@/lib/http/requests-in-flight'

/**
 * The top progress bar: it shows while requests are in flight (a site link's navigation until
 * the new route renders, a site-API call until it answers), only after 200 ms, and fills over 5 s.
 */
export function ProgressBar() {
  const t = useTranslations('common')
  const [active, setActive] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onRequestCountChange((count) => {
      clearTimeout(timer)
      if (count > 0) timer = setTimeout(() => setActive(true), PROGRESS_THROTTLE_MS)
      else setActive(false)
    })
    return () => {
      off()
      clearTimeout(timer)
    }
  }, [])

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
