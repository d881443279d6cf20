'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** Answers stay fresh this long: going back to a list just seen shows it at once, without a call. */
const STALE_TIME_MS = 60_000

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } } })

let browserClient: QueryClient | null = null

/** One client per visit in the browser (islands share its answers); a fresh one per server render. */
function siteQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newClient()
  return (browserClient ??= newClient())
}

/**
 * The browser's data layer for what a cached page cannot carry: the listing's address filters
 * today, the signed-in customer, the wishlist and alerts next. Each island that fetches wraps its
 * content in this, so the library loads with the first such island, not with every page.
 */
export function SiteQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={siteQueryClient()}>{children}</QueryClientProvider>
}
