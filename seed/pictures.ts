import type { SeedImages } from './content/home'
import type { Localized } from './content/types'
import { CONTINENT_NAMES } from './catalog/vocabulary'
import { altTexts } from './scenes/alt'
import type { SceneSpec } from './scenes/types'

const scene = (spec: Omit<SceneSpec, 'variant'>): SceneSpec => ({ ...spec, variant: 1 })

/** The home page's pictures: the hero and one per continent, each a landscape of its own. */
const SCENES: Record<keyof SeedImages, SceneSpec> = {
  hero: scene({ kind: 'coast', time: 'sunset', landmark: 'sailboat', horizon: 0.55, seed: 11 }),
  asia: scene({ kind: 'terraces', time: 'dawn', landmark: 'pagoda', horizon: 0.5, seed: 12 }),
  europe: scene({ kind: 'lake', time: 'noon', landmark: 'tower', horizon: 0.55, seed: 13 }),
  america: scene({ kind: 'canyon', time: 'sunset', landmark: 'balloon', horizon: 0.6, seed: 14 }),
  africa: scene({ kind: 'savannah', time: 'sunset', landmark: null, horizon: 0.58, seed: 15 }),
  oceania: scene({ kind: 'coast', time: 'noon', landmark: 'palm', horizon: 0.5, seed: 16 }),
  antarctica: scene({ kind: 'ice', time: 'dawn', landmark: 'sailboat', horizon: 0.55, seed: 17 }),
}

/** Each home picture with its text in every language (the continents' start with the continent's name). */
export const PICTURES = Object.fromEntries(
  Object.entries(SCENES).map(([name, spec]) => [
    name,
    { spec, alt: altTexts(spec, name === 'hero' ? undefined : CONTINENT_NAMES[name as Exclude<keyof SeedImages, 'hero'>]) },
  ]),
) as Record<keyof SeedImages, { spec: SceneSpec; alt: Localized }>
