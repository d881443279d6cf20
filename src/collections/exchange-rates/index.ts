import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'
import {
  DEFAULT_EXCHANGE_RATES,
  EXCHANGE_RATE_MAX,
  EXCHANGE_RATE_STEP,
  exchangeRatesTag,
  NON_EURO_CURRENCIES,
  rateFieldName,
  validateExchangeRate,
} from '@/features/currency/exchange-rates'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'
import { adminsOnly, signedIn } from '@/lib/cms/access'

/** A save re-renders the pages showing converted amounts. */
const expireConvertedAmounts: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsOnCommit(req, [exchangeRatesTag])
  return doc
}

/**
 * What one euro buys in each other currency of the site: amounts kept only in euro (a travel's
 * money pot) are shown converted, as approximate, to visitors in another currency. Admins set
 * them; the site reads them on the server, so the public does not.
 */
export const ExchangeRates: GlobalConfig = {
  slug: 'exchange-rates',
  label: 'Exchange rates',
  access: { read: signedIn, update: adminsOnly },
  admin: {
    group: 'Site settings',
    description:
      'How much of each currency one euro buys. Used to show amounts kept in euro (a travel’s money pot) to visitors who chose another currency, marked approximate. Changes show on those pages at once.',
  },
  hooks: { afterChange: [expireConvertedAmounts] },
  fields: [
    {
      type: 'row',
      fields: NON_EURO_CURRENCIES.map((currency) => ({
        name: rateFieldName(currency),
        label: `1 EUR = … ${currency}`,
        type: 'number' as const,
        required: true,
        defaultValue: DEFAULT_EXCHANGE_RATES[currency],
        max: EXCHANGE_RATE_MAX,
        validate: validateExchangeRate(currency),
        admin: { step: EXCHANGE_RATE_STEP, width: '25%', description: `More than 0, at most ${EXCHANGE_RATE_MAX}.` },
      })),
    },
  ],
}
