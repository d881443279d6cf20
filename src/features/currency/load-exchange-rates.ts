import { cache } from 'react'
import { cached } from '@/lib/cache/cached'
import { cms } from '@/lib/cms/instance'
import { exchangeRatesOf, exchangeRatesTag, type ExchangeRates } from './exchange-rates'

/**
 * The exchange rates, kept in the data cache until a save of them expires their tag (a page that
 * read them carries it), read once per render within the database's deadlines (`cms()`,
 * lib/database/settings.ts). Null when they cannot be read: amounts then stay in euro, never
 * converted at a wrong rate.
 */
export const loadExchangeRates = cache(async (): Promise<ExchangeRates | null> => {
  try {
    return await cached(['exchange-rates'], [exchangeRatesTag], async () =>
      exchangeRatesOf(await (await cms()).findGlobal({ slug: 'exchange-rates', depth: 0 })),
    )
  } catch (error) {
    console.warn(`exchange rates: cannot read them, amounts stay in euro: ${error instanceof Error ? error.message : error}`)
    return null
  }
})
