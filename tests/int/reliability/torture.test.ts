import fs from 'node:fs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { probeDatabase } from '@/lib/database/probe'
import { installFailingHook } from '../../support/torture/failing-hook'
import { restClient } from '../../support/torture/rest-client'
import { runTorture } from '../../support/torture/workload'
import { quiet, testCms, uniqueSlug } from '../test-cms'

describe('torture: concurrent mixed reads and writes, a tenth failing on purpose', () => {
  let payload: Payload
  let travelId: number
  let credentials: { email: string; password: string }

  beforeAll(async () => {
    payload = await testCms()
    installFailingHook(payload)
    credentials = { email: `torture-${Date.now()}@example.com`, password: 'torture-password-1' }
    await payload.create({ collection: 'users', data: { ...credentials, role: 'admin' }, context: quiet })
    const continent =
      (await payload.find({ collection: 'continents', where: { code: { equals: 'europe' } } })).docs[0] ??
      (await payload.create({ collection: 'continents', locale: 'it', data: { name: 'Europa', code: 'europe' } }))
    const destination = await payload.create({
      collection: 'destinations',
      locale: 'it',
      data: { name: 'Torture', isoCodeAlpha3: 'TRT', continent: continent.id },
    })
    travelId = (
      await payload.create({
        collection: 'travels',
        locale: 'it',
        data: { title: 'Torture', slug: uniqueSlug('torture'), destinations: [destination.id], numberOfDays: 8, published: true },
      })
    ).id
  })

  it('loses no acknowledged write, leaves nothing half-written, and stays healthy', async () => {
    const rest = await restClient(credentials)
    const report = await runTorture(payload, rest, {
      operations: 400,
      lanes: 16,
      databaseUrl: inject('databaseUrl'),
      travelId,
      tag: uniqueSlug('t'),
    })
    // `npm run soak` prints these figures.
    if (process.env.TORTURE_REPORT_FILE) fs.writeFileSync(process.env.TORTURE_REPORT_FILE, JSON.stringify(report))

    expect(report.operations).toBe(400)
    expect(report.injectedFailures).toBe(40)
    expect(report.surprises).toEqual([])
    expect(report.lostWrites).toEqual([])
    expect(report.halfWritten).toEqual([])
    expect(report.acknowledgedWrites).toBeGreaterThan(150)
    // The probe gives up after a second: "up" means health answers within it.
    expect(await probeDatabase(() => Promise.resolve(payload))).toMatchObject({ status: 'up' })
  })
})
