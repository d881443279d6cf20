import type { Landmark } from './types'

/** A silhouette standing on the ground at (x, base), `size` high, in one colour. */
export const LANDMARK_SHAPES: Record<Landmark, (x: number, base: number, size: number, fill: string, light: string) => string> = {
  palm: (x, base, size, fill) => {
    const top = base - size
    const leaves = [-70, -35, 0, 35, 70, 110, -110]
      .map(
        (angle) =>
          `<ellipse cx="${x}" cy="${top}" rx="${size * 0.32}" ry="${size * 0.06}" fill="${fill}" transform="rotate(${angle} ${x} ${top}) translate(${size * 0.28} 0)"/>`,
      )
      .join('')
    return `<path d="M${x - size * 0.04},${base} Q${x + size * 0.12},${base - size * 0.5} ${x},${top} L${x + size * 0.03},${top} Q${x + size * 0.17},${base - size * 0.5} ${x + size * 0.05},${base} Z" fill="${fill}"/>${leaves}`
  },
  pagoda: (x, base, size, fill) => {
    let body = ''
    for (let level = 0; level < 4; level++) {
      const width = size * (0.7 - level * 0.12)
      const y = base - level * size * 0.22
      body += `<rect x="${x - width * 0.35}" y="${y - size * 0.18}" width="${width * 0.7}" height="${size * 0.18}" fill="${fill}"/>`
      body += `<path d="M${x - width / 2},${y - size * 0.16} Q${x},${y - size * 0.26} ${x + width / 2},${y - size * 0.16} L${x + width * 0.38},${y - size * 0.2} L${x - width * 0.38},${y - size * 0.2} Z" fill="${fill}"/>`
    }
    return body + `<rect x="${x - 2}" y="${base - size}" width="4" height="${size * 0.15}" fill="${fill}"/>`
  },
  lighthouse: (x, base, size, fill, light) =>
    `<polygon points="${x - size * 0.1},${base} ${x - size * 0.06},${base - size * 0.8} ${x + size * 0.06},${base - size * 0.8} ${x + size * 0.1},${base}" fill="${fill}"/>` +
    `<rect x="${x - size * 0.07}" y="${base - size * 0.92}" width="${size * 0.14}" height="${size * 0.12}" fill="${light}"/>` +
    `<polygon points="${x - size * 0.09},${base - size * 0.92} ${x},${base - size} ${x + size * 0.09},${base - size * 0.92}" fill="${fill}"/>` +
    `<polygon points="${x},${base - size * 0.86} ${x - size * 0.9},${base - size * 0.95} ${x - size * 0.9},${base - size * 0.77}" fill="${light}" opacity="0.25"/>`,
  windmill: (x, base, size, fill) => {
    const hub = base - size * 0.7
    const blades = [20, 110, 200, 290]
      .map(
        (angle) =>
          `<rect x="${x - size * 0.03}" y="${hub - size * 0.45}" width="${size * 0.06}" height="${size * 0.45}" fill="${fill}" transform="rotate(${angle} ${x} ${hub})"/>`,
      )
      .join('')
    return `<polygon points="${x - size * 0.15},${base} ${x - size * 0.08},${hub} ${x + size * 0.08},${hub} ${x + size * 0.15},${base}" fill="${fill}"/>${blades}`
  },
  dome: (x, base, size, fill) =>
    `<rect x="${x - size * 0.35}" y="${base - size * 0.45}" width="${size * 0.7}" height="${size * 0.45}" fill="${fill}"/>` +
    `<path d="M${x - size * 0.28},${base - size * 0.45} A${size * 0.28},${size * 0.32} 0 0 1 ${x + size * 0.28},${base - size * 0.45} Z" fill="${fill}"/>` +
    `<rect x="${x - 2}" y="${base - size}" width="4" height="${size * 0.25}" fill="${fill}"/>` +
    `<rect x="${x - size * 0.5}" y="${base - size * 0.75}" width="${size * 0.07}" height="${size * 0.75}" fill="${fill}"/>` +
    `<rect x="${x + size * 0.43}" y="${base - size * 0.75}" width="${size * 0.07}" height="${size * 0.75}" fill="${fill}"/>`,
  pyramid: (x, base, size, fill, light) =>
    `<polygon points="${x - size * 0.8},${base} ${x},${base - size} ${x + size * 0.8},${base}" fill="${fill}"/>` +
    `<polygon points="${x},${base - size} ${x + size * 0.8},${base} ${x + size * 0.2},${base}" fill="${light}" opacity="0.25"/>`,
  sailboat: (x, base, size, fill, light) =>
    `<path d="M${x - size * 0.4},${base - size * 0.12} L${x + size * 0.4},${base - size * 0.12} L${x + size * 0.3},${base} L${x - size * 0.3},${base} Z" fill="${fill}"/>` +
    `<polygon points="${x},${base - size} ${x},${base - size * 0.16} ${x + size * 0.35},${base - size * 0.16}" fill="${light}"/>` +
    `<polygon points="${x - 4},${base - size * 0.85} ${x - 4},${base - size * 0.16} ${x - size * 0.3},${base - size * 0.16}" fill="${light}" opacity="0.85"/>`,
  balloon: (x, base, size, fill, light) => {
    const y = base - size * 2.2
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${size * 0.35}" ry="${size * 0.42}" fill="${light}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${size * 0.12}" ry="${size * 0.42}" fill="${fill}" opacity="0.35"/>` +
      `<rect x="${x - size * 0.08}" y="${y + size * 0.52}" width="${size * 0.16}" height="${size * 0.12}" fill="${fill}"/>` +
      `<path d="M${x - size * 0.25},${y + size * 0.3} L${x - size * 0.08},${y + size * 0.52} M${x + size * 0.25},${y + size * 0.3} L${x + size * 0.08},${y + size * 0.52}" stroke="${fill}" stroke-width="2"/>`
    )
  },
  tower: (x, base, size, fill) => {
    const battlements = [0, 1, 2, 3]
      .map(
        (index) =>
          `<rect x="${x - size * 0.16 + index * size * 0.09}" y="${base - size}" width="${size * 0.05}" height="${size * 0.07}" fill="${fill}"/>`,
      )
      .join('')
    return `<rect x="${x - size * 0.16}" y="${base - size * 0.93}" width="${size * 0.32}" height="${size * 0.93}" fill="${fill}"/>${battlements}`
  },
}
