import { defaultEdition } from '@/editions/edition'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { findTravels, pageOf } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import { filterChoices, type FilterChoices } from '@/features/catalog/filter-choices'
import { filterSchema } from '@/features/catalog/filter-schema'
import { catalogSnapshot, markCatalogChanged } from '@/features/catalog/search/snapshot-store'
import { ensureCatalog } from '../../seed/catalog'
import { generateCatalog } from '../../seed/catalog/generate'
import type { CatalogSize, GeneratedCatalog, GeneratedTerm } from '../../seed/catalog/types'
import { testCms } from './test-cms'

const SIZE: CatalogSize = { travels: 60, tours: 600, seed: 11, detailedTravels: 0, anchor: new Date() }

let payload: Payload
let catalog: GeneratedCatalog

beforeAll(async () => {
  payload = await testCms()
  await ensureCatalog(payload, SIZE, { replace: true })
  markCatalogChanged()
  catalog = generateCatalog(SIZE)
})

/** The terms published travels carry, by the generated catalog: what the panel must offer. */
function usedTerms(): Record<keyof FilterChoices, GeneratedTerm[]> {
  const published = catalog.travels.filter((travel) => travel.published)
  const used = (terms: GeneratedTerm[], ids: Set<number>) => terms.filter((term) => ids.has(term.id))
  return {
    badgeId: used(catalog.badges, new Set(published.flatMap((travel) => travel.badgeIds))),
    travelStyles: used(catalog.travelStyles, new Set(published.map((travel) => travel.travelStyleId))),
    travelTypes: used(catalog.travelTypes, new Set(published.map((travel) => travel.travelTypeId))),
    costCenters: used(catalog.costCenters, new Set(published.map((travel) => travel.costCenterId))),
  }
}

describe('the filter panel’s lists', () => {
  it('offer the badges, styles, types and cost centres published travels carry, named in each edition’s language and sorted', async () => {
    const snapshot = await catalogSnapshot(catalogQuery(payload))
    const expected = usedTerms()
    for (const edition of EDITION_CODES) {
      const { language, locale } = EDITIONS[edition]
      const choices = filterChoices(snapshot, edition)
      for (const key of Object.keys(expected) as Array<keyof FilterChoices>) {
        const names = expected[key].map((term) => term.name[language]).sort(new Intl.Collator(locale).compare)
        expect(
          choices[key].map((choice) => choice.label),
          `${edition} ${key}`,
        ).toEqual(names)
        const values = expected[key].map((term) => (key === 'badgeId' ? String(term.id) : term.code))
        expect(choices[key].map((choice) => choice.value).sort()).toEqual(values.sort())
      }
    }
  })

  it('never offer a choice that empties the results on its own', async () => {
    const query = catalogQuery(payload)
    const choices = filterChoices(await catalogSnapshot(query), 'it')
    const audience = { edition: defaultEdition('it'), currency: 'EUR' as const }
    for (const [key, list] of Object.entries(choices)) {
      for (const choice of list) {
        const page = await pageOf(findTravels, query, filterSchema.parse({ [key]: [choice.value] }), audience)
        expect(page.total, `${key}=${choice.value}`).toBeGreaterThan(0)
      }
    }
  })
})
