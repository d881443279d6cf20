import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { afterCommit } from '@/lib/database/checked-commits'
import { inTransaction } from '@/lib/cms/in-transaction'
import { onCatalogChanged } from '@/lib/events/catalog-changed'
import { quiet, testCms, uniqueSlug } from '../test-cms'
import { testDestination } from '../test-destination'

/**
 * What follows a save (cache expiry, the catalog's listeners) runs once the save is committed:
 * run earlier, a page rendered in between would read the old content and cache it again.
 */
describe('work after a commit', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  /** Whether a page with `slug` is visible outside the transaction that wrote it. */
  const visibleOutside = async (slug: string) =>
    (await payload.count({ collection: 'pages', locale: 'en', where: { slug: { equals: slug } } })).totalDocs === 1

  it('runs once the write is visible to other connections, not before', async () => {
    const slug = uniqueSlug('after-commit')
    const seen: boolean[] = []
    await inTransaction(payload, async (req) => {
      await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Committed', slug } as never, req, context: quiet })
      await afterCommit(req, async () => {
        seen.push(await visibleOutside(slug))
      })
      expect(seen).toEqual([])
    })
    expect(seen).toEqual([true])
  })

  it('never runs for a write that was rolled back', async () => {
    const slug = uniqueSlug('after-commit')
    let ran = false
    await expect(
      inTransaction(payload, async (req) => {
        await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Rolled back', slug } as never, req, context: quiet })
        await afterCommit(req, async () => {
          ran = true
        })
        throw new Error('the save fails')
      }),
    ).rejects.toThrow('the save fails')
    expect(ran).toBe(false)
    expect(await visibleOutside(slug)).toBe(false)
  })

  it('runs at once outside a transaction, and a failure of it never fails the write', async () => {
    let ran = false
    await afterCommit(await createLocalReq({}, payload), async () => {
      ran = true
    })
    expect(ran).toBe(true)

    const slug = uniqueSlug('after-commit')
    await inTransaction(payload, async (req) => {
      await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Kept', slug } as never, req, context: quiet })
      await afterCommit(req, async () => {
        throw new Error('expiry failed')
      })
    })
    expect(await visibleOutside(slug)).toBe(true)
  })

  it('tells a catalog change to listeners that read the saved document as saved', async () => {
    const destination = { id: await testDestination(payload) }
    const readByListener: string[] = []
    const stop = onCatalogChanged(async ({ collection }) => {
      if (collection !== 'destinations') return
      const fresh = await payload.findByID({ collection: 'destinations', id: destination.id, depth: 0, locale: 'it' })
      readByListener.push(String(fresh.name))
    })
    const original = await payload.findByID({ collection: 'destinations', id: destination.id, depth: 0, locale: 'it' })
    const renamed = `${String(original.name)} (renamed)`
    try {
      await payload.update({ collection: 'destinations', id: destination.id, locale: 'it', data: { name: renamed }, context: quiet })
      expect(readByListener).toEqual([renamed])
    } finally {
      stop()
      await payload.update({ collection: 'destinations', id: destination.id, locale: 'it', data: { name: original.name }, context: quiet })
    }
  })
})
