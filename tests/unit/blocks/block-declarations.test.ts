import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { declaredBlocks } from '@/blocks/index.generated'
import { BLOCKS_DIR, blockIndexFiles, slugOf } from '../../../scripts/block-index'

describe('block declarations', () => {
  it('lists every block folder, and the generated lists match the folders (else run npm run blocks)', () => {
    const folders = fs.readdirSync(BLOCKS_DIR).filter((name) => fs.existsSync(path.join(BLOCKS_DIR, name, 'block.ts')))
    expect(declaredBlocks.map((block) => block.slug).sort()).toEqual(folders.map(slugOf).sort())
    for (const [file, content] of Object.entries(blockIndexFiles()))
      expect(fs.readFileSync(path.join(BLOCKS_DIR, file), 'utf8'), file).toBe(content)
  })

  it('gives every block type an interface name, a group, a picker thumbnail and scoped custom CSS', () => {
    for (const { slug, config } of declaredBlocks) {
      expect(config.slug).toBe(slug)
      expect(config.interfaceName, slug).toMatch(/Block$/)
      expect(config.admin?.group, slug).toBeTruthy()
      const thumbnail = config.admin?.images?.thumbnail
      expect(typeof thumbnail === 'object' ? thumbnail.url : thumbnail, slug).toMatch(/^data:image\/svg\+xml/)
      expect(
        config.fields.some((field) => 'name' in field && field.name === 'customCss'),
        slug,
      ).toBe(true)
    }
  })
})

describe('the generated lists', () => {
  it('derive slugs, islands and stylesheets from the folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blocks-'))
    try {
      fs.mkdirSync(path.join(dir, 'image-gallery'))
      for (const file of ['block.ts', 'ImageGallery.tsx', 'ImageGallery.client.tsx', 'image-gallery.css'])
        fs.writeFileSync(path.join(dir, 'image-gallery', file), '')
      fs.mkdirSync(path.join(dir, 'quote'))
      fs.writeFileSync(path.join(dir, 'quote', 'block.ts'), '')
      fs.mkdirSync(path.join(dir, 'not-a-block'))
      const files = blockIndexFiles(dir)
      expect(files['index.generated.ts']).toContain("import imageGalleryBlock from './image-gallery/block'")
      expect(files['index.generated.ts']).toContain('= [imageGalleryBlock, quoteBlock]')
      expect(files['index.generated.ts']).not.toContain('not-a-block')
      expect(files['islands.generated.ts']).toContain("  imageGallery: () => import('./image-gallery/ImageGallery.client'),")
      expect(files['islands.generated.ts']).not.toContain('quote')
      expect(files['styles.generated.ts']).toContain("import './image-gallery/image-gallery.css'")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
