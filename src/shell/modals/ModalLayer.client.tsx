'use client'
import { lazy, Suspense } from 'react'
import { useFirstIdle } from '@/lib/react/use-first-idle'
import type { CurrencyCode } from '@/editions/editions'

// No page needs the modal stack to show or to hydrate: its code loads at the first idle moment.
const ModalHost = lazy(() => import('./ModalHost.client').then((module) => ({ default: module.ModalHost })))

/**
 * The modal layer of every page, mounted once the browser is first idle. A modal asked for by the
 * address (or by a click before then) opens at that moment. The page gives it only its currency:
 * what the modals show loads when one first opens (ModalHost), so no page's HTML carries it.
 */
export function ModalLayer({ currency }: { currency: CurrencyCode }) {
  return useFirstIdle() ? (
    <Suspense fallback={null}>
      <ModalHost currency={currency} />
    </Suspense>
  ) : null
}
