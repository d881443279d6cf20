import { ValidationError, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { loadExchangeRates } from '@/features/currency/load-exchange-rates'
import { quiet, testCms, uniqueSlug } from './test-cms'

// The tags of every cached read, and the tags the CMS's saves expire (no Next server here).
const readTags = vi.hoisted(() => new Set<string>())
const expiredTags = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T, _key: unknown, options?: { tags?: string[] }) => {
    options?.tags?.forEach((tag) => readTags.add(tag))
    return read
  },
}))
vi.mock('@/lib/cache/revalidate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cache/revalidate')>()),
  expireTagsOnCommit: async (_request: unknown, tags: readonly string[]) => void expiredTags.push(...tags),
}))

/** The field errors of a refused save. */
async function refusal(save: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

describe('the exchange rates global', () => {
  let payload: Payload
  let admin: User
  let editor: User

  const save = (data: { gbp?: number; usd?: number }, user: User = admin) =>
    payload.updateGlobal({ slug: 'exchange-rates', data, user, overrideAccess: false })
  const stored = () => payload.findGlobal({ slug: 'exchange-rates', depth: 0 })

  beforeAll(async () => {
    payload = await testCms()
    const user = (role: 'admin' | 'editor') =>
      payload.create({
        collection: 'users',
        data: { email: `${uniqueSlug(`rates-${role}`)}@example.com`, password: 'rates-password-1', role },
        context: quiet,
      })
    admin = await user('admin')
    editor = await user('editor')
    expect(editor.role).toBe('editor')
  })

  beforeEach(() => {
    expiredTags.length = 0
  })

  it('gives the default rates before anyone saves them', async () => {
    expect(await stored()).toMatchObject({ gbp: 0.86, usd: 1.09 })
    expect(await loadExchangeRates()).toEqual({ GBP: 0.86, USD: 1.09 })
  })

  it('keeps an admin’s rates, and expires the pages showing converted amounts', async () => {
    await save({ gbp: 0.8543, usd: 1.1 })
    expect(await stored()).toMatchObject({ gbp: 0.8543, usd: 1.1 })
    expect(expiredTags).toEqual(['exchange-rates'])
    expect(await loadExchangeRates()).toEqual({ GBP: 0.8543, USD: 1.1 })
    expect(readTags).toContain('exchange-rates')
  })

  it.each([
    ['zero', 0],
    ['a negative rate', -0.86],
    ['an absurd rate', 86],
  ])('refuses %s with a message saying what a rate is, and keeps the rates it had', async (_case, gbp) => {
    await save({ gbp: 0.85, usd: 1.08 })
    expiredTags.length = 0
    expect(await refusal(save({ gbp }))).toEqual([
      { path: 'gbp', message: 'The GBP rate is how many GBP one euro buys: more than 0 and at most 10 (e.g. 0.86).' },
    ])
    expect(await stored()).toMatchObject({ gbp: 0.85, usd: 1.08 })
    expect(expiredTags).toEqual([])
  })

  it('names every refused rate at once', async () => {
    const errors = await refusal(save({ gbp: 0, usd: 1090 }))
    expect(errors.map(({ path }) => path)).toEqual(['gbp', 'usd'])
    expect(errors[1]!.message).toBe('The USD rate is how many USD one euro buys: more than 0 and at most 10 (e.g. 1.09).')
  })

  it('is written by admins only and read by signed-in users only', async () => {
    await expect(save({ gbp: 0.9 }, editor)).rejects.toThrow(/not allowed/i)
    expect(await payload.findGlobal({ slug: 'exchange-rates', depth: 0, user: editor, overrideAccess: false })).toMatchObject({
      gbp: 0.85,
    })
    await expect(payload.findGlobal({ slug: 'exchange-rates', depth: 0, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})
