import { describe, expect, it } from 'vitest'
import { CAROUSEL_DEBOUNCE_MS, CAROUSEL_DEFAULT_ITEMS_PER_VIEW, CAROUSEL_DOT_THRESHOLD_PX } from '@/blocks/carousel/constants'
import carouselBlock from '@/blocks/carousel/block'

describe('carousel constants', () => {
  it('match the spec', () => {
    expect(CAROUSEL_DEFAULT_ITEMS_PER_VIEW).toBe(4)
    expect(CAROUSEL_DEBOUNCE_MS).toBe(100)
    expect(CAROUSEL_DOT_THRESHOLD_PX).toBe(10)
  })

  it('offer the two carousel types', () => {
    const row = carouselBlock.config.fields.find((field) => field.type === 'row') as {
      fields: Array<{ name?: string; options?: Array<{ value: string }> }>
    }
    const type = row.fields.find((field) => field.name === 'type')
    expect(type?.options?.map((option) => option.value)).toEqual(['carousel', 'list'])
  })
})
