import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import type { Edition } from './edition'
import { editionForHost } from './edition-domains'
import { CURRENCY_CODES, DEFAULT_EDITION, EDITION_CODES, EDITIONS, isEditionCode, type CurrencyCode, type EditionCode } from './editions'
import { loadEdition } from './load-editions'

/** `?edition=` of a site API call, as its reference shows it. */
export const editionQuery = z.object({
  edition: z.enum(EDITION_CODES).optional().describe("the call's edition; else the host's, else `it`"),
})

const currencyParam = z.enum(CURRENCY_CODES).optional().describe("prices in this currency; else the edition's own")

/** `?edition=&currency=` of a site API call that shows prices. */
export const editionCurrencyQuery = editionQuery.extend({ currency: currencyParam })

/** The edition of a site API call: `?edition=`, else the host's, else `it`; its `Edition` value, built once per call. */
export async function requestEdition(request: NextRequest): Promise<Edition> {
  return loadEdition(requestEditionCode(request))
}

function requestEditionCode(request: NextRequest): EditionCode {
  const param = request.nextUrl.searchParams.get('edition')
  if (param === null) return editionForHost(request.headers.get('host')) ?? DEFAULT_EDITION
  if (isEditionCode(param)) return param
  throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
    issues: [{ path: 'edition', message: `Unknown edition; use one of ${EDITION_CODES.join(', ')}.` }],
  })
}

/** The currency of a site API call: `?currency=`, else the edition's own. */
export function requestCurrency(request: NextRequest, edition: Edition): CurrencyCode {
  const parsed = currencyParam.safeParse(request.nextUrl.searchParams.get('currency') ?? undefined)
  if (!parsed.success) {
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'currency', message: `Use one of ${CURRENCY_CODES.join(', ')}.` }],
    })
  }
  return parsed.data ?? EDITIONS[edition.code].currency
}
