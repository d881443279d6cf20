import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as read } from '@/app/(site)/api/v1/[...path]/route'
import { decideExperiments } from '@/features/experiments/decide'
import { cmsDefinitions } from '@/features/experiments/definitions'
import { cmsProxyServices } from '@/proxy/services/cms-proxy-services'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
const made: number[] = []

/** A running experiment on its own page, with the given weights, the first variation staying. */
async function newExperiment(weights: number[], changes: Record<string, unknown> = {}) {
  const page = `/it/${uniqueSlug('prova')}`
  const doc = await payload.create({
    collection: 'experiments',
    data: {
      name: 'Landing test',
      key: uniqueSlug('landing-test'),
      status: 'running',
      originalPath: page,
      coverage: 100,
      variations: weights.map((weight, index) => ({ name: `V${index}`, weight, urlRedirect: index === 0 ? null : `${page}-v${index}` })),
      ...changes,
    },
  })
  made.push(doc.id)
  return { id: doc.id, key: doc.key, page }
}

const visitor = (index: number) => ({
  deviceId: `device-${index}-${(index * 2654435761) % 1000003}`,
  country: 'IT',
  language: 'it',
  edition: 'it',
})

beforeAll(async () => {
  payload = await testCms()
})

afterEach(async () => {
  if (made.length) await payload.delete({ collection: 'experiments', where: { id: { in: made.splice(0) } } })
})

describe('experiments from the CMS', () => {
  it('split 10,000 device ids by the configured weights (χ² test), each id always in the same variation', async () => {
    const weights = [20, 30, 50]
    const { page } = await newExperiment(weights)
    const definitions = await cmsDefinitions(payload)
    const url = new URL(page, 'http://localhost')
    const counts = [0, 0, 0]
    for (let index = 0; index < 10_000; index++) {
      const decision = decideExperiments(definitions, visitor(index), url)
      expect(decision.assignments).toHaveLength(1)
      counts[decision.assignments[0]!.variation]!++
      if (index % 1000 === 0) expect(decideExperiments(definitions, visitor(index), url)).toEqual(decision)
    }
    const chiSquare = counts.reduce((sum, observed, variation) => {
      const expected = (10_000 * weights[variation]!) / 100
      return sum + (observed - expected) ** 2 / expected
    }, 0)
    // Two degrees of freedom: above 13.82 would happen by chance once in a thousand runs.
    expect(chiSquare, JSON.stringify(counts)).toBeLessThan(13.82)
  })

  it('redirect nobody once stopped, or before it starts', async () => {
    const { id, page } = await newExperiment([0, 100])
    const url = new URL(page, 'http://localhost')
    expect(decideExperiments(await cmsDefinitions(payload), visitor(1), url).redirectTo).toBe(`${page}-v1`)
    await payload.update({ collection: 'experiments', id, data: { status: 'stopped' } })
    const stopped = await cmsDefinitions(payload)
    for (let index = 0; index < 500; index++)
      expect(decideExperiments(stopped, visitor(index), url)).toEqual({ assignments: [], redirectTo: null })
    await payload.update({
      collection: 'experiments',
      id,
      data: { status: 'running', startsAt: new Date(Date.now() + 3_600_000).toISOString() },
    })
    expect(decideExperiments(await cmsDefinitions(payload), visitor(1), url).redirectTo).toBeNull()
  })

  it('reach the proxy on the request after an editor starts or stops one', async () => {
    const services = cmsProxyServices()
    const { id, key, page } = await newExperiment([0, 100], { status: 'draft' })
    const keys = async () => ((await services.experiments()).experiments ?? []).map((experiment) => experiment.key)
    expect(await keys()).not.toContain(key)
    await payload.update({ collection: 'experiments', id, data: { status: 'running' } })
    expect(await keys()).toContain(key)
    const live = await services.experiments()
    expect(decideExperiments(live, visitor(3), new URL(page, 'http://localhost')).redirectTo).toBe(`${page}-v1`)
    await payload.update({ collection: 'experiments', id, data: { status: 'stopped' } })
    expect(await keys()).not.toContain(key)
  })

  it('are refused with a clear message when a variation sends visitors to the page itself', async () => {
    await expect(
      payload.create({
        collection: 'experiments',
        data: {
          name: 'Loop',
          key: uniqueSlug('loop'),
          status: 'running',
          originalPath: '/it/a',
          coverage: 100,
          variations: [
            { name: 'A', weight: 1 },
            { name: 'B', weight: 1, urlRedirect: '/it/a/' },
          ],
        },
      }),
    ).rejects.toThrow(/cannot send visitors to the page they are on/)
  })

  it('are served in the SDK payload format at /api/v1/features', async () => {
    const { key } = await newExperiment([50, 50])
    await payload.create({ collection: 'feature-flags', data: { key: uniqueSlug('flag'), defaultValue: { on: true }, rules: [] } })
    const response = await read(new NextRequest('http://localhost/api/v1/features'), { params: Promise.resolve({}) })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      features: Record<string, unknown>
      experiments: Array<{ key: string; variations: unknown[] }>
    }
    expect(body.experiments.find((experiment) => experiment.key === key)?.variations).toHaveLength(2)
    expect(Object.values(body.features)).toContainEqual({ defaultValue: { on: true }, rules: [] })
  })
})
