import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { queryPage } from '@/runtime/find-page'
import { quiet, testCms, uniqueSlug } from './test-cms'

describe('scheduled publishing', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testCms()
  })

  it('publishes a draft when its scheduled job runs, not before', async () => {
    const slug = uniqueSlug('scheduled')
    const page = await payload.create({
      collection: 'pages',
      locale: 'it',
      data: { title: 'Scheduled page', slug, _status: 'draft' },
      draft: true,
      context: quiet,
    })
    const due = new Date(Date.now() + 60 * 60 * 1000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: due,
    })

    await payload.jobs.run()
    expect(await queryPage('it', { slug })).toBeNull()

    // The clock moves past the due time (timers stay real: the database's own timeouts run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: due.getTime() + 1000 })
    try {
      await payload.jobs.run()
    } finally {
      vi.useRealTimers()
    }
    expect((await queryPage('it', { slug }))?.title).toBe('Scheduled page')
  })

  it('publishes a page that exists in one edition only (the job runs in the default edition)', async () => {
    const slug = uniqueSlug('english-only')
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'English only', slug, _status: 'draft' },
      draft: true,
      context: quiet,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(),
    })
    await payload.jobs.run()
    expect((await queryPage('en', { slug }))?.title).toBe('English only')
    expect(await queryPage('it', { slug })).toBeNull()
  })
})
