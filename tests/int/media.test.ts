import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { quiet, testCms } from './test-cms'

async function pngFile(name: string) {
  const data = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3b6e8f' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

describe('media', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testCms()
  })

  it('stores uploads as webp in every size', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A blue square' },
      file: await pngFile('square.png'),
      context: quiet,
    })
    expect(media.mimeType).toBe('image/webp')
    expect(media.filename).toMatch(/\.webp$/)
    for (const size of ['thumbnail', 'card', 'hero'] as const) {
      expect(media.sizes?.[size]?.mimeType).toBe('image/webp')
      expect(media.sizes?.[size]?.width).toBeGreaterThan(0)
    }
    expect(media.sizes?.card?.width).toBe(768)
  })

  it('strips markup from alt and title', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Sunset <img src=x onerror="alert(1)"> over <b>Rome</b><script>alert(2)</script>', title: '<i>Golden</i> hour' },
      file: await pngFile('sunset.png'),
      context: quiet,
    })
    expect(media.alt).toBe('Sunset over Rome')
    expect(media.title).toBe('Golden hour')
  })

  it('requires alternative text', async () => {
    await expect(
      payload.create({ collection: 'media', data: {} as never, file: await pngFile('no-alt.png'), context: quiet }),
    ).rejects.toThrow(/alt/i)
  })

  it('is readable by anyone but writable only by signed-in users', async () => {
    const { docs } = await payload.find({ collection: 'media', overrideAccess: false, limit: 1 })
    expect(docs.length).toBe(1)
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: await pngFile('anon.png'), overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })
})
