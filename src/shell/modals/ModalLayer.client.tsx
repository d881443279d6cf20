'use client'
import { lazy } from 'react'
import { OnIdle } from '@/lib/react/OnIdle.client'
import type { CurrencyCode } from '@/editions/editions'

// No page needs the modal stack to show or to hydrate: its code loads at the first idle moment.
const ModalHost = lazy(() => import('./ModalHost.client').then((module) => ({ default: module.ModalHost })))

/**
 * The modal layer of every page, mounted at an idle moment of its own. A modal asked for by the
 * address (or by a click before then) opens at that moment. The page gives it only its currency:
 * what the modals show loads when one first opens (ModalHost), so no page's HTML carries it.
 */
export function ModalLayer({ currency }: { currency: CurrencyCode }) {
  return (
    <OnIdle>
      <ModalHost currency={currency} />
    </OnIdle>
  )
}
