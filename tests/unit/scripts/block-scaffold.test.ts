import { describe, expect, it } from 'vitest'
import { blockNames, declarationTemplate, serverTemplate } from '../../../scripts/block-scaffold'

describe('new-block scaffold', () => {
  it('derives every name from one hyphenated name', () => {
    expect(blockNames('image-gallery')).toEqual({
      folder: 'image-gallery',
      slug: 'imageGallery',
      component: 'ImageGallery',
      interfaceName: 'ImageGalleryBlock',
      label: 'Image gallery',
    })
    expect(() => blockNames('Image Gallery')).toThrow(/not a block name/)
    expect(() => blockNames('../x')).toThrow(/not a block name/)
  })

  it('declares the block with its slug and its component, loaded on first use', () => {
    const declaration = declarationTemplate(blockNames('image-gallery'))
    expect(declaration).toContain("slug: 'imageGallery',")
    expect(declaration).toContain("render: () => import('./ImageGallery'),")
  })

  it('renders an island only for interactive blocks', () => {
    const names = blockNames('quote')
    expect(serverTemplate(names, false)).not.toContain('Island')
    expect(serverTemplate(names, true)).toContain('<Island frame={frame} type="quote"')
  })
})
