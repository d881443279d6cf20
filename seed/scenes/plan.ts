import type { ContinentCode } from '../../src/features/catalog/continents'
import type { Localized } from '../content/types'
import type { GeneratedCatalog, GeneratedTravel } from '../catalog/types'
import { altTexts } from './alt'
import { CONTINENT_SCENES, countryKinds, fittingLandmarks, hasOwnLandmark } from './country-kinds'
import { signature, TIMES_OF_DAY, type Landmark, type SceneKind, type SceneSpec } from './types'

/** One picture to draw and upload once: `key` names its file, so a second seed finds it. */
export type PlannedPicture = { key: string; spec: SceneSpec; alt: Localized }

export type PicturePlan = {
  pictures: PlannedPicture[]
  /** Each destination's cover, by destination id. */
  covers: Map<number, string>
  /** Each detailed travel's gallery (4 to 6 different pictures), by travel id. */
  galleries: Map<number, string[]>
}

export const GALLERY_MIN = 4
export const GALLERY_MAX = 6
const VARIANTS = 6

/** A stable number from a text (FNV-1a), so a country always gets the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0
  return value
}

/** Every spec tried from a start, by time of day, then landmark, then tone: the first not drawn yet wins. */
function uniqueSpec(taken: Set<string>, kind: SceneKind, continent: ContinentCode, start: number, alpha3?: string): SceneSpec {
  const landmarks: Array<Landmark | null> = fittingLandmarks(kind, continent, alpha3)
  // A country's own landmark comes first; others start from its hash.
  const first = alpha3 && hasOwnLandmark(alpha3) ? 0 : start >>> 12
  for (let variant = 0; variant < VARIANTS; variant++) {
    for (let l = 0; l < landmarks.length; l++) {
      for (let t = 0; t < TIMES_OF_DAY.length; t++) {
        const spec: SceneSpec = {
          kind,
          time: TIMES_OF_DAY[(start + t) % TIMES_OF_DAY.length]!,
          landmark: landmarks[(first + l) % landmarks.length]!,
          horizon: 0.45 + ((start >>> 8) % 24) / 100,
          variant: ((start >>> 4) + variant) % VARIANTS,
          seed: start,
        }
        if (!taken.has(signature(spec))) {
          taken.add(signature(spec))
          return spec
        }
      }
    }
  }
  throw new Error(`No picture of ${kind} left to draw`)
}

/** A country's most telling landscape, unless that one has been drawn far more often than its next fitting one (so not every seaside country shows a coast). */
function coverKind(kinds: SceneKind[], used: Map<SceneKind, number>): SceneKind {
  const count = (kind: SceneKind) => used.get(kind) ?? 0
  const fewest = Math.min(...kinds.map(count))
  return kinds.find((kind) => count(kind) <= fewest + 3)!
}

const look = (spec: SceneSpec) => `${spec.kind}|${spec.time}|${spec.landmark}`

/**
 * The gallery: the travel's countries' covers, then scenes of the landscapes its countries have,
 * its continent's first, then other continents' of the same landscape whose silhouette belongs on
 * its continent too (no sea for a landlocked trek, no windmill in Asia). Every picture is drawn
 * once (see `uniqueSpec`), so different keys look different.
 */
function gallery(
  travel: GeneratedTravel,
  covers: Map<number, string>,
  pictures: Map<string, PlannedPicture>,
  scenes: PlannedPicture[][],
  fits: (picture: PlannedPicture) => boolean,
) {
  const size = GALLERY_MIN + (travel.id % (GALLERY_MAX - GALLERY_MIN + 1))
  const own = [...new Set(travel.destinationIds.map((id) => covers.get(id)!))].slice(0, size)
  const rotated = scenes.flatMap((pool) => {
    const fitting = pool.filter(fits)
    const shift = travel.id % Math.max(1, fitting.length)
    return [...fitting.slice(shift), ...fitting.slice(0, shift)]
  })
  // Never two pictures of one landscape, time of day and landmark: they would look the same.
  const looks = new Set(own.map((key) => look(pictures.get(key)!.spec)))
  const chosen: string[] = []
  for (const picture of rotated) {
    if (own.length + chosen.length === size) break
    if (looks.has(look(picture.spec))) continue
    looks.add(look(picture.spec))
    chosen.push(picture.key)
  }
  return [...own, ...chosen]
}

/**
 * Which picture goes where, as plain data (no drawing): one cover per country from its landscape,
 * a few scenes per continent, and each detailed travel's gallery. The same catalog gives the same plan.
 */
export function planPictures(catalog: GeneratedCatalog): PicturePlan {
  const taken = new Set<string>()
  const plan: PicturePlan = { pictures: [], covers: new Map(), galleries: new Map() }
  const continentCode = new Map(catalog.continents.map((continent) => [continent.id, continent.code]))
  const used = new Map<SceneKind, number>()
  for (const destination of catalog.destinations) {
    const continent = continentCode.get(destination.continentId)!
    const kind = coverKind(countryKinds(destination.alpha3), used)
    used.set(kind, (used.get(kind) ?? 0) + 1)
    const spec = uniqueSpec(taken, kind, continent, hash(destination.alpha3), destination.alpha3)
    const key = `place-${destination.alpha3.toLowerCase()}`
    plan.pictures.push({ key, spec, alt: altTexts(spec, destination.name) })
    plan.covers.set(destination.id, key)
  }
  const pools = new Map<number, PlannedPicture[]>()
  for (const continent of catalog.continents) {
    const pool = CONTINENT_SCENES[continent.code].map((kind, index) => {
      const spec = uniqueSpec(taken, kind, continent.code, hash(`${continent.code}-${index}`))
      return { key: `scene-${continent.code}-${index + 1}`, spec, alt: altTexts(spec) }
    })
    plan.pictures.push(...pool)
    pools.set(continent.id, pool)
  }
  const alpha3 = new Map(catalog.destinations.map((destination) => [destination.id, destination.alpha3]))
  const continentOf = new Map(catalog.destinations.map((destination) => [destination.id, destination.continentId]))
  const byKey = new Map(plan.pictures.map((picture) => [picture.key, picture]))
  for (const travel of catalog.travels) {
    if (!travel.details) continue
    const continentId = continentOf.get(travel.destinationIds[0]!)!
    const continent = continentCode.get(continentId)!
    const kinds = new Set(travel.destinationIds.flatMap((id) => countryKinds(alpha3.get(id)!)))
    const fits = ({ spec }: PlannedPicture) =>
      kinds.has(spec.kind) && fittingLandmarks(spec.kind, continent).includes(spec.landmark ?? null)
    const scenes = [pools.get(continentId)!, [...pools].filter(([id]) => id !== continentId).flatMap(([, pool]) => pool)]
    plan.galleries.set(travel.id, gallery(travel, plan.covers, byKey, scenes, fits))
  }
  return plan
}
