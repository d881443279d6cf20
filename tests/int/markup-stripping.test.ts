import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryShellData } from '@/shell/data/load-shell-data'
import { apiHandler } from '@/lib/http/api-handler'
import { showLayouts } from '@/shell/data/api'
import { showCustomPage } from '@/runtime/custom-page-api'
import { showTravel } from '@/features/catalog/handlers'
import { queryPage } from '@/runtime/find-page'
import { quiet, testCms, uniqueSlug } from './test-cms'

/** Markup hidden behind entities: decoded once or twice, each of these is an image with a script handler. */
const ENCODED = [
  '&lt;img src=x onerror=alert(1)&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3c;img src=x onerror=alert(1)&#x3E;',
  '&LT;img src=x onerror=alert(1)&GT;',
  '&#0060;img src=x onerror=alert(1)&#62',
]

async function pngFile(name: string) {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b6e8f' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

async function get(handler: (request: NextRequest, context: object) => Promise<Response>, url: string) {
  const response = await handler(new NextRequest(url), {})
  return { status: response.status, body: await response.json() }
}

describe('markup stripped from alt, title and banner text, whatever its encoding', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  it.each(ENCODED)('stores %s in media alt and title as plain text', async (markup) => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: `Sunset ${markup} over Rome`, title: `${markup}Golden hour` },
      file: await pngFile('encoded.png'),
      context: quiet,
    })
    expect(media.alt).toBe('Sunset over Rome')
    expect(media.title).toBe('Golden hour')
  })

  it('keeps plain text as the editor wrote it', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Tom &amp; Jerry, 3 < 5 > 2' },
      file: await pngFile('plain.png'),
      context: quiet,
    })
    expect(media.alt).toBe('Tom & Jerry, 3 < 5 > 2')
  })

  it('hands out the cleaned alt text in GET /api/v1/custompages/show', async () => {
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Cover &lt;img src=x onerror=alert(1)&gt;' },
      file: await pngFile('cover.png'),
      context: quiet,
    })
    const slug = uniqueSlug('alt-api')
    await payload.create({
      collection: 'pages',
      locale: 'en',
      context: quiet,
      data: { title: 'Alt', slug, _status: 'published', blocks: [{ blockType: 'hero', title: 'Hero', image: image.id }] } as never,
    })
    const handler = apiHandler((request: NextRequest) => showCustomPage(request, (edition, key) => queryPage(edition, key)))
    const { status, body } = await get(handler, `http://localhost/api/v1/custompages/show?slug=${slug}&edition=en`)
    expect(status).toBe(200)
    expect(body.data.data.customPage.blocks[0].content.image.alt).toBe('Cover')
  })

  it('hands out the cleaned banner message in GET /api/v1/layouts, drafts or not', async () => {
    await payload.create({
      collection: 'banners',
      context: quiet,
      data: {
        name: 'Encoded',
        edition: 'fr',
        message: '&lt;b&gt;Annulation&lt;/b&gt; gratuite&#60;script&#62;alert(1)&#60;/script&#62;',
        routes: { match: ['/'] },
      } as never,
    })
    const handler = apiHandler((request: NextRequest) => showLayouts(request, queryShellData))
    const { body } = await get(handler, 'http://localhost/api/v1/layouts?edition=fr')
    expect(body.data.banners.map((banner: { message: string }) => banner.message)).toEqual(['Annulation gratuite'])
  })

  it('hands out the cleaned alt text in GET /api/v1/travels/show', async () => {
    const continent =
      (await payload.find({ collection: 'continents', where: { code: { equals: 'oceania' } } })).docs[0] ??
      (await payload.create({ collection: 'continents', locale: 'it', data: { name: 'Oceania', code: 'oceania' } }))
    const destination =
      (await payload.find({ collection: 'destinations', where: { isoCodeAlpha3: { equals: 'ALT' } } })).docs[0] ??
      (await payload.create({
        collection: 'destinations',
        locale: 'it',
        data: { name: 'Base', isoCodeAlpha3: 'ALT', continent: continent.id },
      }))
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'Ghiacci &#x3c;svg onload=alert(1)&#x3e;', title: '&amp;lt;b&amp;gt;Ghiacci' },
      file: await pngFile('ice.png'),
      context: quiet,
    })
    const slug = uniqueSlug('ghiacci')
    const travel = await payload.create({
      collection: 'travels',
      locale: 'it',
      data: {
        title: 'Ghiacci',
        slug,
        destinations: [destination.id],
        numberOfDays: 8,
        published: true,
        gallery: [picture.id],
        thumbnailImage: { desktop: picture.id, mobile: picture.id },
      } as never,
    })
    const prices = { basePrice: 100_000, price: 100_000 }
    const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    const end = new Date(Date.now() + 67 * 86_400_000).toISOString().slice(0, 10)
    await payload.create({
      collection: 'tours',
      data: {
        code: uniqueSlug('ALT').toUpperCase(),
        travel: travel.id,
        status: 'CONFIRMED',
        startingDate: start,
        endingDate: end,
        freeSeats: 5,
        seatsToConfirm: 0,
        maxGroupSize: 12,
        prices: { eur: prices, gbp: prices, usd: prices },
      },
    })
    const handler = apiHandler((request: NextRequest) => showTravel(request, payload))
    const { status, body } = await get(handler, `http://localhost/api/v1/travels/show?slug=${slug}&edition=it`)
    expect(status).toBe(200)
    expect(body.data.gallery[0]).toMatchObject({ altText: 'Ghiacci', title: 'Ghiacci' })
    expect(JSON.stringify(body.data)).not.toMatch(/<(svg|b)\b|onload/i)
  })
})
