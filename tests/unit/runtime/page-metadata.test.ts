import { describe, expect, it } from 'vitest'
import { defaultEdition } from '@/editions/edition'
import type { EditionCode } from '@/editions/editions'
import { BRAND_NAME } from '@/lib/brand'
import type { Page } from '@/payload-types'
import type { RoutePage } from '@/runtime/load-route-page'
import { blocksHeadPage } from '@/runtime/page-blocks'
import { shareImageAddress } from '@/features/seo/share-image'
import { pageMetadata } from '@/runtime/page-metadata'

const paragraph = (value: string) => ({ type: 'paragraph', children: [{ type: 'text', text: value }] })
const richText = (value: string) => ({ blockType: 'richText', content: { root: { type: 'root', children: [paragraph(value)] } } })
const media = { id: 7, url: '/api/media/file/rome.webp', sizes: { hero: { url: '/api/media/file/rome-1600x1067.webp' } } }
const hero = { blockType: 'hero', title: 'Rome in spring', subtitle: 'Ten days with people your age.', image: media }

function routePage(blocks: object[], meta: Page['meta'] = {}, edition: EditionCode = 'it'): RoutePage {
  return {
    edition: defaultEdition(edition),
    route: { name: null, params: {} },
    routeData: {},
    variant: { currency: 'EUR', localCurrency: 'EUR', talkToUs: false, eventsArea: false },
    page: { id: 1, title: 'Chi siamo', blocks, meta } as unknown as Page,
    draft: false,
  }
}
const noCounterparts = { it: null, es: null, fr: null, de: null, en: null, us: null, intl: null }
const site = process.env.SITE_URL ?? 'http://localhost:3000'

describe('a page’s metadata without SEO fields', () => {
  it('takes its description from the first words of its blocks and its picture from its cover', () => {
    const metadata = pageMetadata(routePage([richText('Viaggiamo in piccoli gruppi.'), hero]), noCounterparts)
    expect(metadata.description).toBe('Viaggiamo in piccoli gruppi.')
    expect(metadata.openGraph?.images).toEqual([{ url: `${site}/api/media/file/rome-1600x1067.webp` }])
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [`${site}/api/media/file/rome-1600x1067.webp`] })
  })

  it('falls back to the edition’s own description and share picture', () => {
    const metadata = pageMetadata(routePage([], {}, 'de'), noCounterparts)
    expect(metadata.description).toMatch(new RegExp(`^${BRAND_NAME}: Gruppenreisen`))
    expect(metadata.openGraph?.images).toEqual([{ url: `${site}${shareImageAddress('de')}` }])
  })

  it('keeps what the editor wrote in the SEO tab', () => {
    const metadata = pageMetadata(routePage([hero], { description: 'Scritto a mano.' }), noCounterparts)
    expect(metadata.description).toBe('Scritto a mano.')
  })
})

describe('the page’s H1', () => {
  const { edition, route, routeData } = routePage([])
  const context = { edition, currency: 'EUR' as const, route, routeData, draft: false }

  it('is a hero’s title only when the hero opens the page', () => {
    expect(blocksHeadPage([hero] as never, context)).toBe(true)
    expect(blocksHeadPage([richText('Intro'), hero] as never, context)).toBe(false)
  })

  it('is the opening heading of a rich text that opens the page', () => {
    const titled = { blockType: 'richText', content: { root: { type: 'root', children: [{ type: 'heading', tag: 'h2', children: [] }] } } }
    expect(blocksHeadPage([titled] as never, context)).toBe(true)
    expect(blocksHeadPage([hero, titled] as never, context)).toBe(true)
    expect(blocksHeadPage([richText('Intro'), titled] as never, context)).toBe(false)
  })

  it('is the wishlist’s own title on the wishlist page', () => {
    expect(blocksHeadPage([{ blockType: 'wishlistPage' }] as never, context)).toBe(true)
  })
})
