import { describe, expect, it } from 'vitest'
import { mergedAssignments, parseAssignments, serializeAssignments } from '@/features/experiments/assignments-cookie'
import { experimentProblems, sitePathProblem } from '@/features/experiments/collection/experiment-rules'

describe('the experiments cookie', () => {
  it('reads back what it wrote, and nothing from a forged or broken value', () => {
    const assignments = [
      { experiment: 'home-hero', variation: 1 },
      { experiment: 'gb_exp.v2', variation: 0 },
    ]
    expect(parseAssignments(serializeAssignments(assignments))).toEqual(assignments)
    expect(parseAssignments('home-hero:1|<script>:2|x:999|:1|a:b|\u0000:1')).toEqual([{ experiment: 'home-hero', variation: 1 }])
    expect(parseAssignments(undefined)).toEqual([])
  })

  it('changes only when the server puts the visitor in an experiment or a new variation of one', () => {
    const known = [{ experiment: 'a', variation: 0 }]
    expect(mergedAssignments(known, [{ experiment: 'a', variation: 0 }])).toBeNull()
    expect(mergedAssignments(known, [{ experiment: 'a', variation: 1 }])).toEqual([{ experiment: 'a', variation: 1 }])
    expect(mergedAssignments(known, [{ experiment: 'b', variation: 2 }])).toEqual([...known, { experiment: 'b', variation: 2 }])
  })
})

describe('an experiment in the CMS', () => {
  it('runs on, and sends to, plain paths of the site only', () => {
    expect(sitePathProblem('/it/viaggi-di-gruppo')).toBeNull()
    for (const bad of [
      'it/x',
      '//evil.example.com/x',
      '/it/../admin',
      '/it/x?y=1',
      '/it/a b',
      '/admin',
      '/api/v1/x',
      '/it/\u0000',
      'https://x.example/a',
      42,
    ])
      expect(sitePathProblem(bad), String(bad)).not.toBeNull()
  })

  it('is refused with no weight, a variation sending visitors where they are, or an end before its start', () => {
    const variations = [{ weight: 0 }, { weight: 0, urlRedirect: '/it/b' }]
    expect(experimentProblems({ originalPath: '/it/a', variations })).toEqual(['Give at least one variation a weight above 0.'])
    expect(experimentProblems({ originalPath: '/it/a/', variations: [{ weight: 1 }, { weight: 1, urlRedirect: '/it/a' }] })).toHaveLength(1)
    expect(experimentProblems({ originalPath: '/it/a', startsAt: '2027-03-02', endsAt: '2027-03-01' })).toEqual([
      '"Until" must come after "From".',
    ])
    expect(experimentProblems({ originalPath: '/it/a', variations: [{ weight: 1 }, { weight: 1, urlRedirect: '/it/b' }] })).toEqual([])
  })
})
