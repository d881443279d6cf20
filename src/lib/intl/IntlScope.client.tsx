'use client'
import { NextIntlClientProvider } from 'next-intl'
import { useMemo, type ReactNode } from 'react'
import type { IntlData } from './intl-data.client'

/** next-intl's provider for a part of the page: the page's texts, and `messages` of its own added. */
export function IntlScope({ data, messages, children }: { data: IntlData; messages?: Record<string, unknown>; children: ReactNode }) {
  const all = useMemo(() => (messages ? { ...data.messages, ...messages } : data.messages), [data.messages, messages])
  return (
    <NextIntlClientProvider locale={data.locale} timeZone={data.timeZone} messages={all}>
      {children}
    </NextIntlClientProvider>
  )
}
