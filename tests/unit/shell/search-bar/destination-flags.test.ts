import { describe, expect, it } from 'vitest'
import { alpha2Of } from '@/features/catalog/country-codes'
import { flagEmoji } from '@/shell/search-bar/flag-emoji'

describe('a destination’s flag', () => {
  it('takes the alpha-2 code of the destination’s alpha-3 code', () => {
    expect(alpha2Of('PER')).toBe('PE')
    expect(alpha2Of('ITA')).toBe('IT')
    expect(alpha2Of('GBR')).toBe('GB')
    expect(alpha2Of('jpn')).toBe('JP')
  })

  it('has no code for an alpha-3 code that names no country', () => {
    expect(alpha2Of('TST')).toBeNull()
    expect(alpha2Of('')).toBeNull()
  })

  it('writes the alpha-2 code in regional indicator letters', () => {
    expect(flagEmoji('PE')).toBe('🇵🇪')
    expect(flagEmoji('it')).toBe('🇮🇹')
  })

  it('shows no flag without a two-letter code', () => {
    expect(flagEmoji(null)).toBeNull()
    expect(flagEmoji('PER')).toBeNull()
    expect(flagEmoji('P1')).toBeNull()
  })
})
