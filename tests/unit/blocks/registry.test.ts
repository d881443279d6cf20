import { describe, expect, it } from 'vitest'
import { blockConfigs } from '@/blocks/configs'
import { blockRegistry } from '@/blocks/registry'

describe('block registry', () => {
  it('has exactly one renderer per block config', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(blockConfigs.map((block) => block.slug).sort())
  })

  it('gives every block type an interface name, a group, a picker thumbnail and scoped custom CSS', () => {
    for (const block of blockConfigs) {
      expect(block.interfaceName, block.slug).toMatch(/Block$/)
      expect(block.admin?.group, block.slug).toBeTruthy()
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail === 'object' ? thumbnail.url : thumbnail, block.slug).toMatch(/^data:image\/svg\+xml/)
      expect(
        block.fields.some((field) => 'name' in field && field.name === 'customCss'),
        block.slug,
      ).toBe(true)
    }
  })
})
