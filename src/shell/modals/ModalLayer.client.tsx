'use client'
import { lazy, Suspense } from 'react'
import { useFirstIdle } from '@/lib/react/use-first-idle'
import type { ModalData } from './registry'

// No page needs the modal stack to show or to hydrate: its code loads at the first idle moment.
const ModalHost = lazy(() => import('./ModalHost.client').then((module) => ({ default: module.ModalHost })))

/**
 * The modal layer of every page, mounted once the browser is first idle. A modal asked for by the
 * address (or by a click before then) opens at that moment.
 */
export function ModalLayer({ data }: { data: ModalData }) {
  return useFirstIdle() ? (
    <Suspense fallback={null}>
      <ModalHost data={data} />
    </Suspense>
  ) : null
}
