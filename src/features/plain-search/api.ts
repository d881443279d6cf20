import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { EDITIONS } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { timeZoneOf } from '@/editions/time-zones'
import { catalogQuery } from '@/features/catalog/database'
import { catalogSnapshot } from '@/features/catalog/search/snapshot-store'
import { dayIn } from '@/features/events/quick-dates'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { siteCalls } from '@/lib/site-api/site-call'
import { understoodLabel } from './labels'
import { REQUEST_READERS } from './readers'
import { requestFilters } from './request-filters'
import { MAX_REQUEST_LENGTH } from './text'
import { searchVocabulary } from './vocabulary'

const understandQuery = editionQuery.extend({
  q: z
    .string()
    .max(MAX_REQUEST_LENGTH * 4)
    .describe(`the request in plain words (read up to ${MAX_REQUEST_LENGTH} characters)`),
})

async function understand(request: NextRequest) {
  const edition = await requestEdition(request)
  const read = REQUEST_READERS[EDITIONS[edition.code].language]
  if (!read || edition.disabledRoutes.includes('search-ai')) throw new ApiError('NOT_FOUND', 'This edition has no search in plain words.')
  const parsed = understandQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    })
  const snapshot = await catalogSnapshot(catalogQuery(await cms()))
  const today = dayIn(new Date(), timeZoneOf(edition.code))
  const { understood, unread } = read(parsed.data.q, searchVocabulary(snapshot), today)
  const t = translator(edition.code, 'aiSearch')
  const words = {
    budgetMax: (price: string) => t('budgetMax', { price }),
    budgetMin: (price: string) => t('budgetMin', { price }),
    budgetRange: (min: string, max: string) => t('budgetRange', { min, max }),
    days: (from: number, to: number) => t('days', { from, to }),
    confirmed: t('confirmed'),
    age: (badge: string) => t('age', { badge }),
  }
  return {
    understood: understood.map((each) => ({
      kind: each.kind,
      words: each.words,
      label: understoodLabel(each, { edition, snapshot, words }),
    })),
    unread,
    filters: requestFilters(understood),
  }
}

/** The trip search in plain words (the Italian edition's hidden page). */
export const PLAIN_SEARCH_API = siteCalls({
  method: 'GET',
  path: '/search/understand',
  summary:
    'Reads a request in plain Italian ("Giappone ad aprile, massimo 2500 euro, 10 giorni") into the catalogue search\'s filter set, offline: each thing understood with the words that said it and its label, and the words nothing was understood from.',
  query: understandQuery,
  answer: z.object({
    understood: z.array(z.object({ kind: z.string(), words: z.string(), label: z.string() })),
    unread: z.array(z.string()),
    filters: z.looseObject({}).describe('for POST /travels/paginated'),
  }),
  errors: [[404, 'NOT_FOUND', 'an edition without the search in plain words (all but it)']],
  handler: understand,
})
