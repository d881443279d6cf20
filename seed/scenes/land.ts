import type { Random } from '../catalog/random'
import { mix } from './colour'
import { HEIGHT, peak, rect, ridge, WIDTH } from './paths'
import type { SceneKind } from './types'

export type LandContext = {
  /** The horizon's y. */
  y: number
  colours: { far: string; middle: string; near: string; accent: string; sky: string }
  random: Random
  night: boolean
}

/** Water from the horizon down, with the sky's light on it. */
const water = ({ y, colours }: LandContext, top = y) =>
  `<rect x="0" y="${top.toFixed(0)}" width="${WIDTH}" height="${(HEIGHT - top).toFixed(0)}" fill="${colours.middle}"/>` +
  `<rect x="0" y="${top.toFixed(0)}" width="${WIDTH}" height="${((HEIGHT - top) * 0.25).toFixed(0)}" fill="${colours.sky}" opacity="0.25"/>`

const ripples = ({ y, random }: LandContext, count: number) =>
  Array.from({ length: count }, () => {
    const x = random.next() * WIDTH
    const rowY = y + 10 + random.next() * (HEIGHT - y) * 0.5
    return `<rect x="${x.toFixed(0)}" y="${rowY.toFixed(0)}" width="${(30 + random.next() * 70).toFixed(0)}" height="3" fill="#ffffff" opacity="0.35"/>`
  }).join('')

const acacia = (x: number, base: number, size: number, fill: string) =>
  `<path d="M${x},${base} L${x - size * 0.05},${base - size * 0.6} L${x - size * 0.3},${base - size * 0.85} M${x - size * 0.03},${base - size * 0.55} L${x + size * 0.25},${base - size * 0.82}" stroke="${fill}" stroke-width="${(size * 0.05).toFixed(1)}" fill="none"/>` +
  `<ellipse cx="${x}" cy="${base - size * 0.88}" rx="${size * 0.55}" ry="${size * 0.12}" fill="${fill}"/>`

const conifer = (x: number, base: number, size: number, fill: string) =>
  `<polygon points="${x - size * 0.3},${base} ${x},${base - size} ${x + size * 0.3},${base}" fill="${fill}"/>`

const mountainsBehind = (context: LandContext, snow: boolean) => {
  const { y, random, colours } = context
  let body = ''
  const count = 3 + Math.floor(random.next() * 3)
  for (let index = 0; index < count; index++) {
    const x = (WIDTH / count) * (index + 0.2 + random.next() * 0.6)
    body += peak(
      x,
      y + 20,
      380 + random.next() * 260,
      170 + random.next() * 170,
      colours.far,
      snow ? mix(colours.accent, colours.far, 0.15) : null,
    )
  }
  return body
}

/** Draws the land of one kind below (and up to) the horizon. */
export const LAND: Record<SceneKind, (context: LandContext) => string> = {
  mountains: (context) =>
    mountainsBehind(context, true) +
    `<path d="${ridge(context.random, context.y + 90, 110, 14, true)}" fill="${context.colours.middle}"/>` +
    `<path d="${ridge(context.random, HEIGHT - 70, 60, 8, false)}" fill="${context.colours.near}"/>`,
  volcano: ({ y, random, colours }) => {
    const x = WIDTH * (0.35 + random.next() * 0.3)
    const top = y - 240
    const smoke = Array.from({ length: 5 }, (_, index) => {
      const r = 30 + index * 16
      return `<circle cx="${(x + index * 28).toFixed(0)}" cy="${(top - 30 - index * 45).toFixed(0)}" r="${r}" fill="${colours.accent}" opacity="${(0.55 - index * 0.08).toFixed(2)}"/>`
    }).join('')
    return (
      smoke +
      `<polygon points="${x - 420},${y + 40} ${x - 60},${top} ${x + 60},${top} ${x + 420},${y + 40}" fill="${colours.middle}"/>` +
      `<polygon points="${x - 60},${top} ${x + 60},${top} ${x + 40},${top + 40} ${x - 30},${top + 55}" fill="#d2552d" opacity="0.8"/>` +
      `<path d="${ridge(random, HEIGHT - 90, 70, 10, false)}" fill="${colours.near}"/>`
    )
  },
  dunes: ({ y, random, colours }) =>
    `<path d="${ridge(random, y + 10, 70, 5, false)}" fill="${colours.far}"/>` +
    `<path d="${ridge(random, y + 120, 110, 4, false)}" fill="${colours.middle}"/>` +
    `<path d="${ridge(random, HEIGHT - 60, 90, 3, false)}" fill="${colours.near}"/>` +
    `<path d="${ridge(random, HEIGHT - 10, 40, 3, false)}" fill="${colours.accent}" opacity="0.35"/>`,
  coast: (context) => {
    const { y, random, colours } = context
    const islands = Array.from({ length: 2 + Math.floor(random.next() * 3) }, () => {
      const x = random.next() * WIDTH
      const width = 120 + random.next() * 240
      return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(width / 2).toFixed(0)}" ry="${(30 + random.next() * 60).toFixed(0)}" fill="${colours.far}"/>`
    }).join('')
    return (
      islands +
      water(context) +
      ripples(context, 14) +
      `<path d="${ridge(random, HEIGHT - 40, 90, 4, false)}" fill="${colours.near}"/>` +
      `<path d="${ridge(random, HEIGHT - 70, 20, 6, false, HEIGHT - 40)}" fill="#ffffff" opacity="0.5"/>`
    )
  },
  forest: (context) => {
    const { y, random, colours } = context
    let trees = ''
    for (const [row, colour, size] of [
      [y + 30, colours.far, 90],
      [y + 110, colours.middle, 140],
      [HEIGHT - 20, colours.near, 230],
    ] as const) {
      for (let x = -40; x < WIDTH + 40; x += size * (0.32 + random.next() * 0.2))
        trees += conifer(x, row + random.next() * 20, size * (0.8 + random.next() * 0.4), colour)
      trees += rect(0, row, WIDTH, HEIGHT - row, colour)
    }
    return `<path d="${ridge(random, y, 60, 6, false)}" fill="${mix(colours.far, colours.sky, 0.4)}"/>` + trees
  },
  jungle: (context) => {
    const { y, random, colours } = context
    let trees = `<path d="${ridge(random, y, 80, 6, false)}" fill="${mix(colours.far, colours.sky, 0.3)}"/>`
    for (const [row, colour, size] of [
      [y + 40, colours.far, 60],
      [y + 130, colours.middle, 90],
      [HEIGHT - 10, colours.near, 140],
    ] as const) {
      trees += rect(0, row, WIDTH, HEIGHT - row, colour)
      for (let x = -20; x < WIDTH + 40; x += size * (0.9 + random.next() * 0.5))
        trees += `<ellipse cx="${x.toFixed(0)}" cy="${(row - size * 0.3 - random.next() * size * 0.4).toFixed(0)}" rx="${(size * (0.6 + random.next() * 0.3)).toFixed(0)}" ry="${(size * 0.5).toFixed(0)}" fill="${colour}"/>`
    }
    return trees
  },
  savannah: ({ y, random, colours }) => {
    let body = `<path d="${ridge(random, y + 5, 40, 6, false)}" fill="${colours.far}"/>` + rect(0, y, WIDTH, HEIGHT - y, colours.middle)
    body += `<path d="${ridge(random, HEIGHT - 50, 50, 5, false)}" fill="${colours.near}"/>`
    for (let index = 0; index < 3 + Math.floor(random.next() * 3); index++) {
      const x = random.next() * WIDTH
      const base = y + 20 + random.next() * (HEIGHT - y) * 0.5
      body += acacia(x, base, 110 + (base - y) * 0.9, colours.accent)
    }
    return body
  },
  ice: (context) => {
    const { y, random, colours } = context
    let bergs = ''
    for (let index = 0; index < 3 + Math.floor(random.next() * 3); index++) {
      const x = random.next() * WIDTH
      const base = y + 10 + random.next() * 120
      const width = 100 + random.next() * 200
      const height = 60 + random.next() * 120
      bergs += `<polygon points="${x - width / 2},${base} ${x - width * 0.3},${base - height * 0.7} ${x - width * 0.05},${base - height} ${x + width * 0.2},${base - height * 0.6} ${x + width / 2},${base}" fill="${colours.far}"/>`
      bergs += `<polygon points="${x - width * 0.05},${base - height} ${x + width * 0.2},${base - height * 0.6} ${x + width / 2},${base} ${x + width * 0.1},${base}" fill="${colours.accent}" opacity="0.8"/>`
    }
    return water(context) + bergs + ripples(context, 8) + `<path d="${ridge(random, HEIGHT - 50, 60, 5, false)}" fill="${colours.near}"/>`
  },
  terraces: (context) => {
    const { y, random, colours } = context
    let body = mountainsBehind(context, false)
    const rows = 7
    for (let index = 0; index < rows; index++) {
      const base = y + 30 + ((HEIGHT - y) / rows) * index
      const colour = index % 2 === 0 ? colours.middle : colours.near
      body += `<path d="${ridge(random, base + 40, 30, 5, false)}" fill="${colour}"/>`
      body += `<path d="${ridge(random, base + 42, 30, 5, false, base + 48)}" fill="${colours.accent}" opacity="0.6"/>`
    }
    return body
  },
  city: ({ y, random, colours, night }) => {
    let body = ''
    for (const [depth, colour] of [
      [0, colours.far],
      [1, colours.middle],
    ] as const) {
      for (let x = -20; x < WIDTH;) {
        const width = 50 + random.next() * 80
        const height = (depth === 0 ? 120 : 60) + random.next() * (depth === 0 ? 200 : 160)
        body += rect(x, y + 40 * depth - height, width, height + 400, colour)
        if (night || depth === 1)
          for (let row = y + 40 * depth - height + 14; row < y + 40 * depth - 10; row += 22)
            for (let column = x + 8; column < x + width - 12; column += 18)
              if (random.next() < (night ? 0.5 : 0.2))
                body += rect(column, row, 8, 10, night ? colours.accent : mix(colours.middle, '#ffffff', 0.3))
        x += width + 4 + random.next() * 10
      }
    }
    return (
      body +
      rect(0, y + 40, WIDTH, HEIGHT - y - 40, colours.near) +
      `<rect x="0" y="${y + 120}" width="${WIDTH}" height="8" fill="${colours.accent}" opacity="0.25"/>`
    )
  },
  lake: (context) => {
    const { y, random, colours } = context
    const hills = ridge(random, y, 150, 12, true, y)
    return (
      `<path d="${hills}" fill="${colours.far}"/>` +
      water(context) +
      // The hills again, upside down in the water.
      `<path d="${hills}" fill="${colours.far}" opacity="0.35" transform="translate(0 ${2 * y}) scale(1 -1)"/>` +
      ripples(context, 10) +
      `<path d="${ridge(random, HEIGHT - 40, 70, 6, false)}" fill="${colours.near}"/>`
    )
  },
  canyon: ({ y, random, colours }) => {
    let body = rect(0, y, WIDTH, HEIGHT - y, colours.near)
    for (let index = 0; index < 4; index++) {
      const x = random.next() * WIDTH
      const width = 120 + random.next() * 220
      const height = 100 + random.next() * 200
      body += `<polygon points="${x - width / 2 - 40},${y + 10} ${x - width / 2},${y - height} ${x + width / 2},${y - height} ${x + width / 2 + 40},${y + 10}" fill="${index % 2 ? colours.far : colours.middle}"/>`
      body += rect(x - width / 2, y - height, width, 10, colours.accent, ' opacity="0.6"')
    }
    return body + `<path d="${ridge(random, HEIGHT - 60, 60, 6, true)}" fill="${colours.near}"/>`
  },
  hills: ({ y, random, colours }) =>
    `<path d="${ridge(random, y + 10, 60, 6, false)}" fill="${colours.far}"/>` +
    `<path d="${ridge(random, y + 110, 80, 5, false)}" fill="${colours.middle}"/>` +
    `<path d="${ridge(random, HEIGHT - 40, 90, 4, false)}" fill="${colours.near}"/>` +
    Array.from({ length: 6 }, () => {
      const x = random.next() * WIDTH
      const base = y + 60 + random.next() * 120
      return `<ellipse cx="${x.toFixed(0)}" cy="${(base - 30).toFixed(0)}" rx="9" ry="34" fill="${mix(colours.near, '#000000', 0.3)}"/>`
    }).join(''),
}
