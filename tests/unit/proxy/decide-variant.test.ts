import { describe, expect, it } from 'vitest'
import type { Edition } from '@/editions/edition'
import type { TalkToUsFlag } from '@/shell/header/talk-to-us'
import { decideVariant, type VariantInputs } from '@/proxy/variant/decide-variant'

const settings = (code: string, countryCode: string, currency: 'EUR' | 'GBP' | 'USD', currencies: Array<'EUR' | 'GBP' | 'USD'>) =>
  ({ code, countryCode, currency, currencies, disabled: false }) as unknown as Edition
const en = settings('en', 'GB', 'EUR', ['EUR', 'GBP'])
const editions = [settings('it', 'IT', 'EUR', ['EUR']), en, settings('us', 'US', 'USD', ['USD'])]
const inputs = (blocks = 1): VariantInputs => ({ edition: en, editions, talkToUsBlocks: blocks })
const request = (currencyCookie: string | null, country?: string) => ({
  currencyCookie,
  headers: new Headers(country ? { 'cf-ipcountry': country } : {}),
  eventsArea: false,
})

describe('the page variant the proxy decides', () => {
  it('takes the currency from the cookie, else the country, each only if offered, else the edition’s', () => {
    expect(decideVariant(inputs(), request('gbp')).currency).toBe('GBP')
    expect(decideVariant(inputs(), request('USD', 'GB')).currency).toBe('GBP')
    expect(decideVariant(inputs(), request(null, 'US')).currency).toBe('EUR')
    expect(decideVariant(inputs(), request(null)).currency).toBe('EUR')
  })

  it('keeps the visitor’s local currency for the footer notice', () => {
    expect(decideVariant(inputs(), request('EUR', 'US')).localCurrency).toBe('USD')
    expect(decideVariant(inputs(), request(null)).localCurrency).toBe('EUR')
  })

  it('shows talk-to-us by the visitor’s country', () => {
    const flag = (value: TalkToUsFlag) => () => value
    expect(decideVariant(inputs(0), request(null, 'FR')).talkToUs).toBe(false)
    expect(decideVariant(inputs(), request(null, 'FR')).talkToUs).toBe(true)
    expect(decideVariant(inputs(), request(null, 'FR'), flag({ countries: ['FR'], header: false })).talkToUs).toBe(false)
    expect(decideVariant(inputs(), request(null, 'DE'), flag({ countries: ['FR'], header: false })).talkToUs).toBe(true)
    expect(decideVariant(inputs(), request(null, 'FR'), flag({ countries: ['FR'], header: true })).talkToUs).toBe(true)
    // The flag is asked for the visitor's country; without a header, the edition's.
    const asked: string[] = []
    decideVariant(inputs(), request(null), (country) => (asked.push(country), null))
    expect(asked).toEqual(['GB'])
  })
})
