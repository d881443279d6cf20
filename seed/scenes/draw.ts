import { Random } from '../catalog/random'
import { LANDS, lit, mix, SKIES } from './colour'
import { LAND } from './land'
import { LANDMARK_SHAPES } from './landmarks'
import { HEIGHT, WIDTH } from './paths'
import { sky } from './sky'
import type { SceneSpec } from './types'

/** A scene as SVG: sky, land of its kind, and its landmark in the foreground. */
export function sceneSvg(spec: SceneSpec, width = WIDTH, height = HEIGHT): string {
  const random = new Random(spec.seed)
  const y = HEIGHT * spec.horizon
  const land = LANDS[spec.kind]
  const colours = {
    far: lit(land.far, spec.time, spec.variant),
    middle: lit(land.middle, spec.time, spec.variant),
    near: lit(land.near, spec.time, spec.variant),
    accent: spec.kind === 'city' && spec.time === 'night' ? land.accent : lit(land.accent, spec.time, 0),
    sky: SKIES[spec.time].bottom,
  }
  const top = sky(spec.time, spec.horizon, random)
  let body = top.body + LAND[spec.kind]({ y, colours, random, night: spec.time === 'night' })
  if (spec.landmark) {
    const left = random.chance(0.5)
    const x = WIDTH * (left ? 0.12 + random.next() * 0.15 : 0.73 + random.next() * 0.15)
    const onWater = spec.landmark === 'sailboat' && (spec.kind === 'coast' || spec.kind === 'lake' || spec.kind === 'ice')
    const base = onWater ? y + (HEIGHT - y) * 0.35 : HEIGHT - 30 - random.next() * 40
    const size = onWater ? 120 : 180 + random.next() * 90
    const shadow = mix(colours.near, '#101018', 0.55)
    body += LANDMARK_SHAPES[spec.landmark](x, base, size, shadow, mix(SKIES[spec.time].sun, '#ffffff', 0.3))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${top.defs}</defs>${body}</svg>`
}
