import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { resourcePath } from '@/features/media/resource'
import { serveResource } from '@/features/media/serve-resource'
import { quiet, testCms } from './test-cms'

let payload: Payload
let photo: number
let drawing: number

beforeAll(async () => {
  payload = await testCms()
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3c9bb3' } })
    .png()
    .toBuffer()
  photo = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Turquoise sea at Fakarava' },
      file: { data: png, mimetype: 'image/png', name: 'sea.png', size: png.length },
      context: quiet,
    })
  ).id
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>')
  drawing = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Red square' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'square.svg', size: svg.length },
      context: quiet,
    })
  ).id
})

describe('/resource/{size}/{id}/{seo-name}', () => {
  it('builds addresses from the description, webp unless SVG', () => {
    expect(resourcePath({ id: 7, filename: 'sea.webp', mimeType: 'image/webp', alt: 'Turquoise sea at Fakarava' }, 'card')).toBe(
      '/resource/card/7/turquoise-sea-at-fakarava.webp',
    )
    expect(resourcePath({ id: 8, filename: 'logo.svg', mimeType: 'image/svg+xml', alt: '' }, 'original')).toBe(
      '/resource/original/8/logo.svg',
    )
  })

  it('serves each size as webp, cached for a year', async () => {
    for (const [size, width] of [
      ['thumbnail', 400],
      ['card', 768],
      ['original', 1200],
    ] as const) {
      const response = await serveResource(payload, { size, id: String(photo) })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([metadata.format, metadata.width]).toEqual(['webp', width])
    }
    // No 1600 px version of a 1200 px picture exists: the original stands in.
    const hero = await serveResource(payload, { size: 'hero', id: String(photo) })
    expect((await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).width).toBe(1200)
  })

  it('serves an SVG as it is, unable to run scripts', async () => {
    const response = await serveResource(payload, { size: 'card', id: String(drawing) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(await response.text()).toContain('<rect')
  })

  it('answers 404 for an unknown size or id', async () => {
    for (const params of [
      { size: 'huge', id: String(photo) },
      { size: 'card', id: '999999' },
      { size: 'card', id: 'abc' },
      { size: 'card', id: '0' },
    ]) {
      expect((await serveResource(payload, params)).status).toBe(404)
    }
  })
})
