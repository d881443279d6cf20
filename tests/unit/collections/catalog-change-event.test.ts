import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogCollections } from '@/collections/catalog'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { onCatalogChanged, type CatalogChange } from '@/lib/events/catalog-changed'

const changes: CatalogChange[] = []
const stop = onCatalogChanged((change) => {
  changes.push(change)
})
afterAll(() => stop())

describe('the catalog collections', () => {
  const travels = catalogCollections.find((collection) => collection.slug === 'travels')!
  const afterChange = travels.hooks!.afterChange!.at(-1) as CollectionAfterChangeHook
  const afterDelete = travels.hooks!.afterDelete!.at(-1) as CollectionAfterDeleteHook

  it('tell each saved or deleted document as a change, with the page tags it expires', async () => {
    const doc = { id: 7, slug: 'peru', published: true }
    // A write outside a transaction: the change is told at once.
    const req = { payload: { db: { sessions: {} } } }
    await afterChange({ doc, previousDoc: doc, operation: 'update', req, context: {} } as never)
    await afterChange({ doc, previousDoc: doc, operation: 'update', req, context: { disableRevalidate: true } } as never)
    await afterDelete({ doc, id: 7, req, context: {} } as never)
    expect(changes).toEqual([
      { collection: 'travels', tags: [catalogTags.travel(7), catalogTags.lists] },
      { collection: 'travels', tags: [] },
      { collection: 'travels', tags: [catalogTags.travel(7), catalogTags.lists, catalogTags.missingAddresses] },
    ])
  })
})
