import type { Random } from '../catalog/random'
import { SKIES } from './colour'
import { HEIGHT, WIDTH } from './paths'
import type { TimeOfDay } from './types'

/** The gradient, the sun or moon (high at noon, low at dawn and sunset), stars at night, a few birds by day. */
export function sky(time: TimeOfDay, horizon: number, random: Random): { defs: string; body: string } {
  const colours = SKIES[time]
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.top}"/><stop offset="${(horizon * 0.6).toFixed(2)}" stop-color="${colours.middle}"/><stop offset="${horizon.toFixed(2)}" stop-color="${colours.bottom}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${colours.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${colours.sun}" stop-opacity="0"/></radialGradient>`
  const y = HEIGHT * horizon
  const x = WIDTH * (0.15 + random.next() * 0.7)
  const heights: Record<TimeOfDay, number> = { dawn: y - 40, noon: y * 0.28, sunset: y - 30, night: y * 0.3 }
  const radius = time === 'noon' ? 46 : time === 'night' ? 34 : 70
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  body += `<circle cx="${x.toFixed(0)}" cy="${heights[time].toFixed(0)}" r="${radius * 3.2}" fill="url(#glow)"/>`
  body += `<circle cx="${x.toFixed(0)}" cy="${heights[time].toFixed(0)}" r="${radius}" fill="${colours.sun}"/>`
  if (time === 'night') {
    // The moon's crescent: the sky's colour bites into the disc.
    body += `<circle cx="${(x + radius * 0.45).toFixed(0)}" cy="${(heights[time] - radius * 0.2).toFixed(0)}" r="${radius * 0.9}" fill="${colours.top}"/>`
    for (let index = 0; index < 90; index++) {
      const starY = random.next() * y * 0.9
      body += `<circle cx="${(random.next() * WIDTH).toFixed(0)}" cy="${starY.toFixed(0)}" r="${(0.8 + random.next() * 1.8).toFixed(1)}" fill="#ffffff" opacity="${(0.5 + random.next() * 0.5).toFixed(2)}"/>`
    }
  } else {
    for (let index = 0; index < 3 + Math.floor(random.next() * 3); index++) {
      const birdX = WIDTH * (0.2 + random.next() * 0.6)
      const birdY = y * (0.2 + random.next() * 0.4)
      const span = 8 + random.next() * 8
      body += `<path d="M${(birdX - span).toFixed(0)},${(birdY - 4).toFixed(0)} Q${(birdX - span / 2).toFixed(0)},${(birdY - 8).toFixed(0)} ${birdX.toFixed(0)},${birdY.toFixed(0)} Q${(birdX + span / 2).toFixed(0)},${(birdY - 8).toFixed(0)} ${(birdX + span).toFixed(0)},${(birdY - 4).toFixed(0)}" fill="none" stroke="#2a2a3a" stroke-width="2" opacity="0.6"/>`
    }
    // Two soft clouds.
    for (let index = 0; index < 2; index++) {
      const cloudX = random.next() * WIDTH
      const cloudY = y * (0.15 + random.next() * 0.35)
      body += `<ellipse cx="${cloudX.toFixed(0)}" cy="${cloudY.toFixed(0)}" rx="${(90 + random.next() * 80).toFixed(0)}" ry="${(14 + random.next() * 10).toFixed(0)}" fill="#ffffff" opacity="${time === 'noon' ? 0.75 : 0.4}"/>`
    }
  }
  return { defs, body }
}
