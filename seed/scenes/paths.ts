import type { Random } from '../catalog/random'

export const WIDTH = 1200
export const HEIGHT = 800

const point = (x: number, y: number) => `${x.toFixed(0)},${y.toFixed(0)}`

/** A filled band from a ridge line down to the bottom: jagged for peaks, smooth for dunes and hills. */
export function ridge(random: Random, base: number, amplitude: number, steps: number, jagged: boolean, bottom = HEIGHT): string {
  const points: string[] = []
  const phase = random.next() * Math.PI * 2
  for (let index = 0; index <= steps; index++) {
    const x = (WIDTH / steps) * index
    const wave = Math.sin((index / steps) * Math.PI * 2 * (1 + random.next() * 0.2) + phase)
    const y = jagged
      ? base - amplitude * (index % 2 === 0 ? 0.2 + random.next() * 0.5 : 0.7 + random.next() * 0.6)
      : base - amplitude * (0.5 + wave * 0.5)
    points.push(point(x, y))
  }
  if (jagged) return `M0,${bottom} L${points.join(' L')} L${WIDTH},${bottom} Z`
  // Smooth: a quadratic curve through the midpoints.
  const [first, ...rest] = points
  const curve = rest.map((p, index) => {
    const [x0, y0] = (index === 0 ? first! : rest[index - 1]!).split(',').map(Number)
    const [x1, y1] = p.split(',').map(Number)
    return `Q${x0},${y0} ${point((x0! + x1!) / 2, (y0! + y1!) / 2)}`
  })
  return `M0,${bottom} L${first} ${curve.join(' ')} L${WIDTH},${points[points.length - 1]!.split(',')[1]} L${WIDTH},${bottom} Z`
}

/** A single peak as a triangle-ish polygon, with its snow cap. */
export function peak(x: number, base: number, width: number, height: number, fill: string, snow: string | null): string {
  const top = base - height
  const body = `<polygon points="${point(x - width / 2, base)} ${point(x - width * 0.05, top + height * 0.02)} ${point(x, top)} ${point(x + width * 0.08, top + height * 0.05)} ${point(x + width / 2, base)}" fill="${fill}"/>`
  if (!snow) return body
  const capY = top + height * 0.28
  const cap = `<polygon points="${point(x - width * 0.14, capY)} ${point(x - width * 0.05, top + height * 0.02)} ${point(x, top)} ${point(x + width * 0.08, top + height * 0.05)} ${point(x + width * 0.15, capY)} ${point(x + width * 0.04, capY - height * 0.06)} ${point(x - width * 0.05, capY + height * 0.02)}" fill="${snow}"/>`
  return body + cap
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" fill="${fill}"${extra}/>`
