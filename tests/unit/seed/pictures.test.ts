import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_CATALOG, generateCatalog } from '../../../seed/catalog/generate'
import { GEOGRAPHY } from '../../../seed/catalog/geography'
import type { SeedLanguage } from '../../../seed/content/types'
import { PICTURES } from '../../../seed/pictures'
import { portraitAlt, portraitSvg } from '../../../seed/portraits'
import { countryKinds } from '../../../seed/scenes/country-kinds'
import { sceneSvg } from '../../../seed/scenes/draw'
import { writeMediaFiles } from '../../../seed/scenes/media-files'
import { GALLERY_MAX, GALLERY_MIN, planPictures } from '../../../seed/scenes/plan'
import { signature } from '../../../seed/scenes/types'

const LANGUAGES: SeedLanguage[] = ['it', 'es', 'fr', 'de', 'en']
const catalog = generateCatalog({ ...DEMO_CATALOG, anchor: new Date('2027-03-01') })
const plan = planPictures(catalog)
const byKey = new Map(plan.pictures.map((picture) => [picture.key, picture]))

describe('the demo catalog’s pictures', () => {
  it('gives every country a cover of its own', () => {
    expect(plan.covers.size).toBe(catalog.destinations.length)
    expect(catalog.destinations.length).toBeGreaterThanOrEqual(80)
    const covers = [...plan.covers.values()]
    expect(new Set(covers).size).toBe(covers.length)
    expect(new Set(covers.map((key) => signature(byKey.get(key)!.spec))).size).toBe(covers.length)
  })

  it('never draws the same scene twice', () => {
    expect(new Set(plan.pictures.map((picture) => picture.key)).size).toBe(plan.pictures.length)
    expect(new Set(plan.pictures.map((picture) => signature(picture.spec))).size).toBe(plan.pictures.length)
  })

  it('draws a country’s cover from its land: safaris on a savannah, Antarctica in ice, no sea where the country has none', () => {
    for (const destination of catalog.destinations) {
      const { kind } = byKey.get(plan.covers.get(destination.id)!)!.spec
      const themes = GEOGRAPHY[destination.alpha3]!.themes
      if (kind === 'coast')
        expect(
          themes.some((theme) => theme === 'beaches' || theme === 'islands'),
          destination.alpha3,
        ).toBe(true)
      if (kind === 'savannah') expect(themes, destination.alpha3).toContain('safari')
    }
    const antarctica = catalog.destinations.find((destination) => destination.alpha3 === 'ATA')!
    expect(byKey.get(plan.covers.get(antarctica.id)!)!.spec.kind).toBe('ice')
    // Twelve landscapes and four times of day: the covers do not all look alike.
    const covers = [...plan.covers.values()].map((key) => byKey.get(key)!.spec)
    expect(new Set(covers.map((spec) => spec.kind)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(covers.map((spec) => spec.time)).size).toBe(4)
  })

  it('gives every detailed travel a gallery of 4 to 6 different pictures, its countries’ covers among them', () => {
    const detailed = catalog.travels.filter((travel) => travel.details)
    expect(plan.galleries.size).toBe(detailed.length)
    for (const travel of detailed) {
      const gallery = plan.galleries.get(travel.id)!
      expect(gallery.length, `travel ${travel.id}`).toBeGreaterThanOrEqual(GALLERY_MIN)
      expect(gallery.length, `travel ${travel.id}`).toBeLessThanOrEqual(GALLERY_MAX)
      expect(new Set(gallery).size).toBe(gallery.length)
      expect(new Set(gallery.map((key) => signature(byKey.get(key)!.spec))).size).toBe(gallery.length)
      expect(gallery).toContain(plan.covers.get(travel.destinationIds[0]!))
    }
    const sizes = new Set(detailed.map((travel) => plan.galleries.get(travel.id)!.length))
    expect([...sizes].sort()).toEqual([4, 5, 6])
  })

  it('shows in a gallery only landscapes the travel’s countries have, no scene looking like another picture', () => {
    const alpha3 = new Map(catalog.destinations.map((destination) => [destination.id, destination.alpha3]))
    for (const travel of catalog.travels.filter((entry) => entry.details)) {
      const kinds = new Set(travel.destinationIds.flatMap((id) => countryKinds(alpha3.get(id)!)))
      const keys = plan.galleries.get(travel.id)!
      const look = (key: string) => {
        const spec = byKey.get(key)!.spec
        return `${spec.kind}|${spec.time}|${spec.landmark}`
      }
      for (const key of keys) expect(kinds.has(byKey.get(key)!.spec.kind), `${travel.title.en}: ${key}`).toBe(true)
      // Each country's cover is its own; a scene never repeats the look of another picture.
      for (const key of keys.filter((key) => key.startsWith('scene-')))
        expect(
          keys.filter((other) => other !== key && look(other) === look(key)),
          `${travel.title.en}: ${key}`,
        ).toEqual([])
    }
  })

  it('describes every picture in every language, covers by their country’s name', () => {
    for (const picture of [...plan.pictures, ...Object.values(PICTURES)]) {
      for (const language of LANGUAGES) expect(picture.alt[language].length, `${language}`).toBeGreaterThan(10)
      for (const language of ['it', 'es', 'fr', 'de'] as const) expect(picture.alt[language]).not.toBe(picture.alt.en)
    }
    const italy = catalog.destinations.find((destination) => destination.alpha3 === 'ITA')!
    const alt = byKey.get(plan.covers.get(italy.id)!)!.alt
    expect(alt.it).toMatch(/^Italia: \p{Ll}/u)
    expect(alt.de).toMatch(/^Italien: (grüne|\p{Lu})/u)
    expect(portraitAlt('Giulia Ferri').it).toBe('Ritratto di Giulia Ferri')
  })

  it('plans the same pictures for the same catalog, and for the large one too', () => {
    const again = planPictures(generateCatalog({ ...DEMO_CATALOG, anchor: new Date('2027-03-01') }))
    expect(again.pictures).toEqual(plan.pictures)
    expect([...again.galleries]).toEqual([...plan.galleries])
    const large = generateCatalog({ travels: 10_000, tours: 1_000, anchor: new Date('2027-03-01') })
    const largePlan = planPictures(large)
    expect(largePlan.covers.size).toBe(large.destinations.length)
    expect(largePlan.pictures.length).toBe(plan.pictures.length)
  }, 60_000)
})

describe('drawing', () => {
  it('draws different covers differently, at the size asked', async () => {
    const [first, second] = [...plan.covers.values()].map((key) => byKey.get(key)!.spec)
    expect(sceneSvg(first!)).not.toBe(sceneSvg(second!))
    const metadata = await sharp(Buffer.from(sceneSvg(first!, 600, 400))).metadata()
    expect([metadata.width, metadata.height]).toEqual([600, 400])
  })

  it('gives each coordinator a portrait of their own, the same on every run', () => {
    const [giulia, marco, giuliaAgain] = ['Giulia Ferri', 'Marco Bianchi', 'Giulia Ferri'].map(portraitSvg)
    expect(giulia!.equals(giuliaAgain!)).toBe(true)
    expect(giulia!.equals(marco!)).toBe(false)
  })

  it('stores a picture as the CMS stores an upload: the original and each size that fits, as WebP', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-pictures-'))
    // A first install has no media folder yet.
    const directory = path.join(root, 'media')
    try {
      const scene = await writeMediaFiles(directory, 'place-test', Buffer.from(sceneSvg(byKey.get('place-ita')!.spec)))
      expect(scene.original).toMatchObject({ filename: 'place-test.webp', width: 1200, height: 800 })
      expect(scene.sizes.thumbnail).toMatchObject({ filename: 'place-test-400x300.webp', width: 400, height: 300 })
      expect(scene.sizes.card).toMatchObject({ filename: 'place-test-768x512.webp', width: 768, height: 512 })
      // Larger than the picture: left out, as the CMS leaves it.
      expect(scene.sizes.hero).toBeUndefined()
      const portrait = await writeMediaFiles(directory, 'portrait-test', portraitSvg('Giulia Ferri'))
      expect(portrait.original).toMatchObject({ width: 320, height: 320 })
      expect(Object.keys(portrait.sizes)).toEqual(['thumbnail'])
      const card = path.join(directory, 'place-test-768x512.webp')
      const stored = await sharp(card).metadata()
      expect([stored.format, stored.width, (await fs.stat(card)).size]).toEqual(['webp', 768, scene.sizes.card!.filesize])
    } finally {
      await fs.rm(root, { recursive: true })
    }
  })
})
