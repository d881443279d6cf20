import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET, POST } from '@/app/(site)/api/v1/[...path]/route'
import { testTour, testTravel } from './catalog-fixtures'
import { siteCaller, type Route } from './site-call'
import { testCms } from './test-cms'
import { testDestination } from './test-destination'

let payload: Payload
const call = siteCaller('10.33.0')
const understand = (q: string, edition = 'it') => call(GET as Route, `search/understand?edition=${edition}&q=${encodeURIComponent(q)}`)

beforeAll(async () => {
  payload = await testCms()
  await testTour(payload, await testTravel(payload, await testDestination(payload)))
})

describe('GET /search/understand (the search in plain words)', () => {
  it('reads a request against the catalogue’s own names, with labels and the filters to search with', async () => {
    const answer = await understand('Paese di prova ad aprile, massimo 2500 euro, 10 giorni, con l’aurora')
    expect(answer.status).toBe(200)
    const { understood, unread, filters } = answer.body.data
    expect(understood.map((each: { kind: string; label: string }) => [each.kind, each.label])).toEqual([
      ['budget', 'fino a 2.500 €'],
      ['dates', expect.stringMatching(/^aprile 20\d\d$/)],
      ['duration', '8-12 giorni'],
      ['destinations', 'Paese di prova'],
    ])
    expect(unread).toEqual(['aurora'])
    expect(filters).toMatchObject({ priceTo: 250_000, durationFrom: 8, durationTo: 12, destinationId: [await testDestination(payload)] })
    // The filters are the catalogue search's own: they go to it as they are.
    const travels = await call(POST as Route, 'travels/paginated?edition=it', { body: filters })
    expect(travels.status).toBe(200)
  })

  it('understands nothing of nonsense, and answers 404 where the edition has no such search', async () => {
    expect((await understand('asdf qwerty')).body.data).toMatchObject({ understood: [], unread: ['asdf', 'qwerty'], filters: {} })
    for (const edition of ['es', 'fr', 'de', 'en', 'us', 'intl'])
      expect(await understand('Giappone', edition)).toMatchObject({ status: 404 })
    expect(await call(GET as Route, 'search/understand?edition=it')).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
  })
})
