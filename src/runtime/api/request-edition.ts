import type { NextRequest } from 'next/server'
import { editionForHost } from '@/editions/edition-domains'
import { DEFAULT_EDITION, EDITION_CODES, isEditionCode, type EditionCode } from '@/editions/editions'
import { ApiError } from '@/lib/http/api-error'

/** The edition of a site API call: `?edition=`, else the host's, else `it`. */
export function requestEdition(request: NextRequest): EditionCode {
  const param = request.nextUrl.searchParams.get('edition')
  if (param === null) return editionForHost(request.headers.get('host')) ?? DEFAULT_EDITION
  if (isEditionCode(param)) return param
  throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
    issues: [{ path: 'edition', message: `Unknown edition; use one of ${EDITION_CODES.join(', ')}.` }],
  })
}
