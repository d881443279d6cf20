import { describe, expect, it } from 'vitest'
import { decideExperiments } from '@/features/experiments/decide'
import { sdkPayload, type ExperimentDefinition } from '@/features/experiments/sdk-payload'

const NOW = new Date('2027-03-10T12:00:00Z')
const visitor = (deviceId: string, country = 'IT') => ({ deviceId, country, language: 'it', edition: 'it' })
const url = (path: string) => new URL(path, 'http://localhost')

function payloadOf(...experiments: Array<Partial<ExperimentDefinition>>) {
  return sdkPayload(
    {
      flags: [],
      experiments: experiments.map((changes, index) => ({
        key: `test-${index}`,
        status: 'running',
        originalPath: '/it/viaggi-di-gruppo',
        variations: [
          { name: 'Control', weight: 50, urlRedirect: null },
          { name: 'B', weight: 50, urlRedirect: '/it/pagina-b' },
        ],
        ...changes,
      })),
    },
    NOW,
    'https://www.example.com',
  )
}

const ids = Array.from({ length: 400 }, (_, index) => `device-${index}`)

describe('URL-redirect experiments in the proxy', () => {
  it('send a visitor of the page to the variation path, keeping the query, the same way every time', () => {
    const payload = payloadOf({
      variations: [
        { name: 'A', weight: 0 },
        { name: 'B', weight: 100, urlRedirect: '/it/pagina-b' },
      ],
    })
    const decision = decideExperiments(payload, visitor('device-1'), url('/it/viaggi-di-gruppo?utm_source=mail'))
    expect(decision).toEqual({ assignments: [{ experiment: 'test-0', variation: 1 }], redirectTo: '/it/pagina-b?utm_source=mail' })
    expect(decideExperiments(payload, visitor('device-1'), url('/it/viaggi-di-gruppo/'))).toMatchObject({ redirectTo: '/it/pagina-b' })
  })

  it('split visitors by device id, each always in the same variation', () => {
    const payload = payloadOf({})
    const first = ids.map((id) => decideExperiments(payload, visitor(id), url('/it/viaggi-di-gruppo')))
    const again = ids.map((id) => decideExperiments(payload, visitor(id), url('/it/viaggi-di-gruppo')))
    expect(again).toEqual(first)
    const redirected = first.filter((decision) => decision.redirectTo === '/it/pagina-b').length
    expect(redirected).toBeGreaterThan(150)
    expect(redirected).toBeLessThan(250)
    for (const decision of first) expect(decision.assignments).toHaveLength(1)
  })

  it('leave alone other pages, visitors of other countries and those outside the share', () => {
    expect(decideExperiments(payloadOf({}), visitor('device-1'), url('/it/altro'))).toEqual({ assignments: [], redirectTo: null })
    const german = payloadOf({ countries: ['DE'] })
    expect(ids.every((id) => decideExperiments(german, visitor(id, 'IT'), url('/it/viaggi-di-gruppo')).assignments.length === 0)).toBe(true)
    expect(ids.some((id) => decideExperiments(german, visitor(id, 'DE'), url('/it/viaggi-di-gruppo')).assignments.length === 1)).toBe(true)
    const nobody = payloadOf({ coverage: 0 })
    expect(ids.every((id) => decideExperiments(nobody, visitor(id), url('/it/viaggi-di-gruppo')).redirectTo === null)).toBe(true)
  })

  it('redirect by the first experiment that sends the visitor elsewhere only', () => {
    const always = [
      { name: 'A', weight: 0 },
      { name: 'B', weight: 1, urlRedirect: '/it/prima' },
    ]
    const payload = payloadOf(
      { variations: always },
      {
        variations: [
          { name: 'A', weight: 0 },
          { name: 'B', weight: 1, urlRedirect: '/it/seconda' },
        ],
      },
    )
    expect(decideExperiments(payload, visitor('device-9'), url('/it/viaggi-di-gruppo'))).toEqual({
      assignments: [{ experiment: 'test-0', variation: 1 }],
      redirectTo: '/it/prima',
    })
  })
})
