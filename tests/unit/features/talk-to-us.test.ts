import { describe, expect, it } from 'vitest'
import { showTalkToUs } from '@/shell/header/talk-to-us'

describe('talk-to-us button', () => {
  it.each([
    ['no contact blocks', 0, 'IT', null, false],
    ['flag absent', 2, 'IT', null, true],
    ['country not in the flag list', 2, 'IT', { countries: ['ES'], header: false }, true],
    ['country in the list, header flag on', 2, 'IT', { countries: ['IT'], header: true }, true],
    ['country in the list, header flag off', 2, 'IT', { countries: ['IT'], header: false }, false],
  ] as const)('%s', (_, blocks, country, flag, expected) => {
    expect(showTalkToUs(blocks, country, flag)).toBe(expected)
  })
})
