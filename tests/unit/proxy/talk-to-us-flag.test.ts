import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Edition } from '@/editions/edition'
import { flagValue } from '@/features/experiments/flag-value'
import { sdkPayload, type FlagDefinition } from '@/features/experiments/sdk-payload'
import { proxy } from '@/proxy/proxy'
import { provideProxyServices } from '@/proxy/services/registry'
import { talkToUsFlagOf } from '@/shell/header/talk-to-us'

const italy = { code: 'it', countryCode: 'IT', currency: 'EUR', currencies: ['EUR'], disabled: false } as unknown as Edition

function serve(flags: FlagDefinition[]) {
  const definitions = sdkPayload({ flags, experiments: [] }, new Date(), 'https://www.example.com')
  provideProxyServices({
    variantInputs: () => ({ edition: italy, editions: [italy], talkToUsBlocks: 2 }),
    experiments: () => definitions,
    travelAddress: async () => ({ kind: 'current' }),
  })
}

/** The variant segment the proxy rewrote a page of the Italian edition to, for a visitor of `country`. */
async function variantFor(country: string | null) {
  const response = await proxy(
    new NextRequest('https://www.example.com/it/viaggi', { headers: country ? { 'cf-ipcountry': country } : {} }),
  )
  return new URL(response.headers.get('x-middleware-rewrite')!).pathname.split('/')[2]
}

describe('the talk-to-us flag of the experiment engine', () => {
  beforeEach(() => serve([]))

  it('shows the button to everyone when it is absent or off', async () => {
    expect(await variantFor('FR')).toBe('eur-eur-t')
    serve([{ key: 'talk-to-us', enabled: false, defaultValue: { countries: ['FR'], header: false } }])
    expect(await variantFor('FR')).toBe('eur-eur-t')
  })

  it('hides it from the listed countries, unless its header setting is on', async () => {
    serve([{ key: 'talk-to-us', defaultValue: { countries: ['FR', 'IT'], header: false } }])
    expect(await variantFor('FR')).toBe('eur-eur-x')
    expect(await variantFor('DE')).toBe('eur-eur-t')
    // Without a country header: the edition's country.
    expect(await variantFor(null)).toBe('eur-eur-x')
    serve([{ key: 'talk-to-us', defaultValue: { countries: ['FR'], header: true } }])
    expect(await variantFor('FR')).toBe('eur-eur-t')
  })

  it('follows a rule for some countries before its default', async () => {
    serve([
      {
        key: 'talk-to-us',
        defaultValue: { countries: ['FR'], header: false },
        rules: [{ countries: ['FR'], editions: [], coverage: 100, value: { countries: ['FR'], header: true } }],
      },
    ])
    expect(await variantFor('FR')).toBe('eur-eur-t')
    expect(
      flagValue(sdkPayload({ flags: [], experiments: [] }, new Date(), 'https://x.example'), 'talk-to-us', { country: 'FR' }),
    ).toBeNull()
  })

  it('reads only its own shape from whatever JSON an editor wrote', () => {
    expect(talkToUsFlagOf({ countries: ['fr', 3, null], header: 'yes' })).toEqual({ countries: ['FR'], header: false })
    for (const value of [null, 'on', 42, ['FR'], true]) expect(talkToUsFlagOf(value)).toBeNull()
  })
})
