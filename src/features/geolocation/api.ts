import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { EDITIONS } from '@/editions/editions'
import { experimentDefinitions } from '@/features/experiments/definitions-memo'
import { FLAG_KEYS } from '@/features/experiments/flag-keys'
import { flagValue } from '@/features/experiments/flag-value'
import { siteCalls } from '@/lib/site-api/site-call'
import { loadShellData } from '@/shell/data/load-shell-data'
import { DEVICE_ID_COOKIE } from '@/shell/session/device-id'
import { geolocate } from './geolocation'
import { geolocationRedirectOf } from './redirect-flag'

/**
 * Where the caller is and, when their country's edition is another, what the
 * `geolocation-redirect` flag says to do about it (offer it, or go there). Per visitor: never cached.
 */
async function whereFrom(request: NextRequest) {
  const edition = await requestEdition(request)
  const { editions } = await loadShellData(edition.code)
  const geolocation = geolocate(request.headers, edition, editions)
  const definitions = await experimentDefinitions()
  const attributes = {
    deviceId: request.cookies.get(DEVICE_ID_COOKIE)?.value ?? '',
    country: geolocation.country,
    language: EDITIONS[edition.code].language,
    edition: edition.code,
  }
  const flag = geolocation.needsRedirect ? geolocationRedirectOf(flagValue(definitions, FLAG_KEYS.geolocationRedirect, attributes)) : null
  // The destination is the visitor's own edition unless the flag names one.
  const offer = flag && (flag.showRedirectPopup || flag.redirectDestination) ? flag : null
  return { ...geolocation, redirect: offer && { ...offer, edition: offer.redirectDestination ?? geolocation.market } }
}

export const GEOLOCATION_API = siteCalls({
  method: 'GET',
  path: '/geolocation',
  summary:
    "Where the caller is (the CDN's country header, else the edition's country), their country's edition, and, when it is not this one, the `geolocation-redirect` flag's answer: offer that edition in a dialog, or send the visitor there.",
  query: editionQuery,
  answer: z.object({
    country: z.string(),
    market: z.string(),
    needsRedirect: z.boolean(),
    currency: z.string(),
    redirect: z
      .object({
        edition: z.string().describe('the edition to offer or go to'),
        showRedirectPopup: z.boolean(),
        redirectDestination: z.string().nullable(),
        reference: z.string().nullable(),
        addressFrom: z.string().nullable(),
      })
      .nullable(),
  }),
  errors: [],
  handler: whereFrom,
})
