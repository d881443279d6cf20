import type { ContinentCode } from '../../src/features/catalog/continents'
import { GEOGRAPHY } from '../catalog/geography'
import type { Place } from '../catalog/geography'
import type { Landmark, SceneKind } from './types'

/** Landscapes the catalog's themes cannot tell (deserts, terraces, lakes, canyons, ice, forests, hill country). */
const LANDSCAPE_OF: Record<string, SceneKind> = {
  ...Object.fromEntries(['EGY', 'JOR', 'ARE', 'OMN', 'MAR', 'TUN', 'NAM', 'MNG', 'UZB'].map((code) => [code, 'dunes'])),
  ...Object.fromEntries(['VNM', 'IDN', 'PHL', 'CHN', 'LAO'].map((code) => [code, 'terraces'])),
  ...Object.fromEntries(['FIN', 'SWE', 'CAN', 'KGZ', 'UGA', 'CHE', 'AUT', 'BOL'].map((code) => [code, 'lake'])),
  ...Object.fromEntries(['DEU', 'POL', 'ROU', 'CZE'].map((code) => [code, 'forest'])),
  ...Object.fromEntries(['ITA', 'FRA', 'IRL', 'GBR', 'HUN'].map((code) => [code, 'hills'])),
  ...Object.fromEntries(['ATA', 'ISL'].map((code) => [code, 'ice'])),
  ...Object.fromEntries(['JPN', 'KOR', 'NLD'].map((code) => [code, 'city'])),
  USA: 'canyon',
}

/** Between the tropics: its wild places are rainforest, not pine woods. */
const tropical = (places: readonly Place[]) =>
  places.length > 0 && Math.abs(places.reduce((sum, [, latitude]) => sum + latitude, 0) / places.length) < 23.5

/**
 * The landscapes that fit a country, the most telling first: its own landscape when it has one,
 * then what its themes need (safaris on a savannah, islands off a coast, treks in mountains).
 */
export function countryKinds(alpha3: string): SceneKind[] {
  const themes = new Set(GEOGRAPHY[alpha3]?.themes ?? [])
  const kinds: SceneKind[] = []
  const add = (kind: SceneKind, when: boolean) => {
    if (when && !kinds.includes(kind)) kinds.push(kind)
  }
  add(LANDSCAPE_OF[alpha3] ?? 'hills', alpha3 in LANDSCAPE_OF)
  add('ice', themes.has('peninsula') || themes.has('southGeorgia'))
  add('savannah', themes.has('safari'))
  add('volcano', themes.has('volcanoes'))
  add('coast', themes.has('islands') || themes.has('beaches'))
  add('mountains', themes.has('trekking'))
  add('city', themes.has('cities') || themes.has('cityBreak'))
  add(tropical(GEOGRAPHY[alpha3]?.places ?? []) ? 'jungle' : 'forest', themes.has('wild'))
  add('hills', kinds.length === 0)
  return kinds
}

/** Silhouettes that belong to a landscape; some only on their continents (pagodas in Asia, windmills in Europe). */
const FITTING: Record<SceneKind, Array<Landmark | null>> = {
  mountains: [null, 'tower', 'pagoda', 'balloon'],
  volcano: [null, 'balloon'],
  dunes: ['palm', 'dome', null],
  coast: ['lighthouse', 'sailboat', 'palm', null],
  forest: [null, 'tower', 'balloon'],
  jungle: [null, 'palm', 'balloon'],
  savannah: [null, 'balloon'],
  ice: ['sailboat', null],
  terraces: ['pagoda', null, 'palm'],
  city: ['dome', 'tower', 'pagoda', null],
  lake: ['sailboat', 'tower', null],
  canyon: ['balloon', null],
  hills: ['windmill', 'tower', 'dome', null, 'balloon'],
}
const ONLY_IN: Partial<Record<Landmark, ContinentCode[]>> = {
  pagoda: ['asia'],
  windmill: ['europe'],
  dome: ['europe', 'asia', 'africa'],
  tower: ['europe', 'asia', 'africa'],
  palm: ['asia', 'africa', 'america', 'oceania'],
}

/** Silhouettes a country is known by, tried before the others of its landscape. */
const LANDMARK_OF: Record<string, Landmark> = {
  EGY: 'pyramid',
  MEX: 'pyramid',
  GTM: 'pyramid',
  NLD: 'windmill',
  GRC: 'windmill',
  JPN: 'pagoda',
  CHN: 'pagoda',
  THA: 'pagoda',
  TUR: 'dome',
  IND: 'dome',
  ITA: 'dome',
  PRT: 'lighthouse',
  GBR: 'tower',
}

export const hasOwnLandmark = (alpha3: string) => alpha3 in LANDMARK_OF

export function fittingLandmarks(kind: SceneKind, continent: ContinentCode, alpha3?: string): Array<Landmark | null> {
  const fitting = FITTING[kind].filter((landmark) => !landmark || !ONLY_IN[landmark] || ONLY_IN[landmark]!.includes(continent))
  const own = alpha3 ? LANDMARK_OF[alpha3] : undefined
  return own ? [own, ...fitting.filter((landmark) => landmark !== own)] : fitting
}

/** The landscapes of a continent's own scenes, shown in its travels' galleries beside the countries' covers. */
export const CONTINENT_SCENES: Record<ContinentCode, SceneKind[]> = {
  europe: ['mountains', 'coast', 'hills', 'lake', 'city', 'forest'],
  asia: ['terraces', 'mountains', 'city', 'coast', 'dunes', 'lake'],
  africa: ['savannah', 'dunes', 'coast', 'mountains', 'lake', 'hills', 'savannah'],
  america: ['canyon', 'mountains', 'jungle', 'coast', 'city', 'lake', 'volcano', 'volcano', 'volcano'],
  oceania: ['coast', 'jungle', 'mountains', 'volcano', 'lake', 'hills'],
  antarctica: ['ice', 'mountains', 'ice', 'ice', 'mountains', 'ice'],
}
