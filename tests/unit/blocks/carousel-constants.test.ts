import { describe, expect, it } from 'vitest'
import carouselBlock from '@/blocks/carousel/block'

describe('the carousel block', () => {
  it('offers the two carousel types', () => {
    const row = carouselBlock.config.fields.find((field) => field.type === 'row') as {
      fields: Array<{ name?: string; options?: Array<{ value: string }> }>
    }
    const type = row.fields.find((field) => field.name === 'type')
    expect(type?.options?.map((option) => option.value)).toEqual(['carousel', 'list'])
  })
})
