'use client'
import Link from 'next/link'
import { useSyncExternalStore, type ReactNode } from 'react'
import { prefetchAllowed } from './prefetch'

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string }

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  connection()?.addEventListener('change', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    connection()?.removeEventListener('change', onChange)
  }
}

const snapshot = () => prefetchAllowed(navigator.onLine, connection())

/** Whether the visitor's connection allows prefetching (spec 001 §9); never on the server. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}

type Props = { href: string; newTab?: boolean; className?: string; children: ReactNode }

/**
 * A link inside the site: client-side navigation, prefetched unless the visitor is offline, on
 * 2g or saving data. Other addresses, and links opening a new tab, stay plain anchors.
 */
export function SiteLink({ href, newTab = false, className, children }: Props) {
  const prefetch = usePrefetchAllowed()
  if (newTab || !href.startsWith('/')) {
    return (
      <a href={href} className={className} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} prefetch={prefetch ? null : false}>
      {children}
    </Link>
  )
}
