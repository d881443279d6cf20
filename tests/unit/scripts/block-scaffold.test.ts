import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockNames, registerConfig, registerIsland, registerRenderer, serverTemplate } from '../../../scripts/block-scaffold'

describe('new-block scaffold', () => {
  it('derives every name from one hyphenated name', () => {
    expect(blockNames('image-gallery')).toEqual({
      folder: 'image-gallery',
      slug: 'imageGallery',
      component: 'ImageGallery',
      interfaceName: 'ImageGalleryBlock',
      configName: 'imageGalleryBlock',
      label: 'Image gallery',
    })
    expect(() => blockNames('Image Gallery')).toThrow(/not a block name/)
    expect(() => blockNames('../x')).toThrow(/not a block name/)
  })

  it('registers the block in the real configs, registry and islands modules', () => {
    const names = blockNames('image-gallery')
    const configs = registerConfig(fs.readFileSync('src/blocks/configs.ts', 'utf8'), names)
    expect(configs).toContain("import { imageGalleryBlock } from './image-gallery/config'")
    expect(configs).toMatch(/= \[[^\]]*tourBlock, imageGalleryBlock\]/)

    const registry = registerRenderer(fs.readFileSync('src/blocks/registry.ts', 'utf8'), names)
    expect(registry).toContain("import { ImageGallery } from './image-gallery/ImageGallery'")
    expect(registry).toMatch(/imageGallery: \{ Component: ImageGallery \},\n\} satisfies/)

    const islands = registerIsland(fs.readFileSync('src/blocks/islands.client.ts', 'utf8'), names)
    expect(islands).toContain("imageGallery: () => import('./image-gallery/ImageGallery.client'),\n}")
  })

  it('renders an island only for interactive blocks', () => {
    const names = blockNames('quote')
    expect(serverTemplate(names, false)).not.toContain('Island')
    expect(serverTemplate(names, true)).toContain('<Island frame={frame} type="quote"')
  })
})
