import { describe, expect, it } from 'vitest'
import { isLive, sdkPayload, type ExperimentDefinition } from '@/features/experiments/sdk-payload'

const NOW = new Date('2027-03-10T12:00:00Z')
const SITE = 'https://www.example.com'

const experiment = (changes: Partial<ExperimentDefinition> = {}): ExperimentDefinition => ({
  key: 'landing-test',
  name: 'Landing test',
  status: 'running',
  originalPath: '/it/viaggi-di-gruppo',
  coverage: 100,
  countries: [],
  variations: [
    { name: 'Control', weight: 1, urlRedirect: null },
    { name: 'New landing', weight: 3, urlRedirect: '/it/nuova-pagina' },
  ],
  ...changes,
})

describe('the CMS definitions in the SDK payload format', () => {
  it('give each enabled flag its default and its rules, with conditions only for the lists given', () => {
    const payload = sdkPayload(
      {
        flags: [
          {
            key: 'talk-to-us',
            enabled: true,
            defaultValue: { countries: ['IT'], header: false },
            rules: [
              { countries: ['DE', 'AT'], editions: [], coverage: 100, value: { header: true } },
              { countries: [], editions: ['us'], coverage: 25, value: null },
            ],
          },
          { key: 'switched-off', enabled: false, defaultValue: true, rules: [] },
        ],
        experiments: [],
      },
      NOW,
      SITE,
    )
    expect(Object.keys(payload.features!)).toEqual(['talk-to-us'])
    expect(payload.features!['talk-to-us']).toEqual({
      defaultValue: { countries: ['IT'], header: false },
      rules: [
        {
          id: 'talk-to-us-1',
          condition: { country: { $in: ['DE', 'AT'] } },
          force: { header: true },
          hashAttribute: 'deviceId',
          seed: 'talk-to-us',
        },
        {
          id: 'talk-to-us-2',
          condition: { edition: { $in: ['us'] } },
          force: null,
          coverage: 0.25,
          hashAttribute: 'deviceId',
          seed: 'talk-to-us',
        },
      ],
    })
  })

  it('turn a running experiment into a URL-redirect experiment on its page, weights as shares, destinations absolute', () => {
    const [auto] = sdkPayload({ flags: [], experiments: [experiment({ countries: ['IT'], coverage: 40 })] }, NOW, SITE).experiments!
    expect(auto).toMatchObject({
      key: 'landing-test',
      variations: [{ urlRedirect: '' }, { urlRedirect: 'https://www.example.com/it/nuova-pagina' }],
      weights: [0.25, 0.75],
      coverage: 0.4,
      condition: { country: { $in: ['IT'] } },
      hashAttribute: 'deviceId',
      urlPatterns: [{ include: true, type: 'simple', pattern: '/it/viaggi-di-gruppo' }],
      persistQueryString: true,
    })
  })

  it('leave out experiments in draft, stopped, not started or ended, and those without a weight', () => {
    const live = (changes: Partial<ExperimentDefinition>) =>
      sdkPayload({ flags: [], experiments: [experiment(changes)] }, NOW, SITE).experiments!.length
    expect(live({})).toBe(1)
    expect(live({ status: 'draft' })).toBe(0)
    expect(live({ status: 'stopped' })).toBe(0)
    expect(live({ startsAt: '2027-03-10T12:00:01Z' })).toBe(0)
    expect(live({ endsAt: '2027-03-10T12:00:00Z' })).toBe(0)
    expect(live({ startsAt: '2027-03-01T00:00:00Z', endsAt: '2027-04-01T00:00:00Z' })).toBe(1)
    expect(
      live({
        variations: [
          { name: 'a', weight: 0 },
          { name: 'b', weight: 0, urlRedirect: '/it/b' },
        ],
      }),
    ).toBe(0)
    expect(isLive(experiment({ status: 'running' }), NOW)).toBe(true)
  })
})
