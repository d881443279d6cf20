'use client'
import { createContext, useContext, type ReactNode } from 'react'

/** What next-intl needs in the browser, as plain data: the page's language tag, time zone and client texts. */
export type IntlData = { locale: string; timeZone: string; messages: Record<string, unknown> }

const IntlDataContext = createContext<IntlData | null>(null)

/**
 * Holds the page's intl settings as data only: next-intl's provider (and its formatting code)
 * is loaded by the first island or widget that shows text (`WithIntl`), not with the page.
 */
export function IntlDataProvider({ value, children }: { value: IntlData; children: ReactNode }) {
  return <IntlDataContext value={value}>{children}</IntlDataContext>
}

export const useIntlData = (): IntlData | null => useContext(IntlDataContext)
