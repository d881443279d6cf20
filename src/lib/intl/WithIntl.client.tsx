'use client'
import type { ReactNode } from 'react'
import { islandRegistry } from '@/lib/islands/island-registry'
import { useIntlData } from './intl-data.client'

/** next-intl's provider, as a lazily loaded component (its own chunk, loaded with the first part that needs it). */
const intlScope = islandRegistry({ scope: () => import('./IntlScope.client').then((module) => ({ default: module.IntlScope })) })

/**
 * On the server, the loading of the provider while it is not there yet (await it outside a
 * Suspense boundary, so that the boundary's HTML never streams late); otherwise null.
 */
export const intlLoadingOnServer = () => intlScope.loadingOnServer('scope')

/**
 * Gives `children` next-intl's hooks: the page's texts (`IntlDataProvider`) and `messages` of
 * their own. Suspends until the provider's code is there: render it inside a Suspense boundary.
 */
export function WithIntl({ messages, children }: { messages?: Record<string, unknown>; children: ReactNode }) {
  const data = useIntlData()
  const Scope = intlScope.components.scope
  return data ? (
    <Scope data={data} messages={messages}>
      {children}
    </Scope>
  ) : (
    children
  )
}
