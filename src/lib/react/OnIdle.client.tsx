'use client'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { deferred } from '@/lib/deferred'
import { onIdle } from '@/lib/dom/idle'

function Settled({ done }: { done: () => void }) {
  useEffect(done, [done])
  return null
}

/**
 * Mounts `children` (typically a `lazy` component: its code loads then) at an idle moment of its
 * own, after the page has hydrated: what no page needs to show or to hydrate. The next idle job
 * waits until they have loaded and mounted.
 */
export function OnIdle({ children }: { children: ReactNode }) {
  const [mounted] = useState(() => deferred())
  const [idle, setIdle] = useState(false)
  useEffect(
    () =>
      onIdle(() => {
        setIdle(true)
        return mounted.promise
      }),
    [mounted],
  )
  return idle ? (
    <Suspense fallback={null}>
      {children}
      <Settled done={mounted.resolve} />
    </Suspense>
  ) : null
}
