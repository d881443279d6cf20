'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { ClientEdition } from './edition'

const EditionContext = createContext<ClientEdition | null>(null)

/** Set where the page's client tree starts (the site layout), next to next-intl's provider. */
export function EditionProvider({ edition, children }: { edition: ClientEdition; children: ReactNode }) {
  return <EditionContext.Provider value={edition}>{children}</EditionContext.Provider>
}

/** The edition of the page a client component is on. */
export function useEdition(): ClientEdition {
  const edition = useContext(EditionContext)
  if (!edition) throw new Error('useEdition() outside the site layout')
  return edition
}
