import sharp from 'sharp'

/** A palette per picture: sky top, sky bottom, far hills, near hills, sun. */
export type Palette = [string, string, string, string, string]

/**
 * Draws a landscape picture locally (sky, sun, two rows of hills) and encodes it as JPEG, so the
 * demo content needs nothing from the network.
 */
export async function landscape(palette: Palette, seed: number, width = 1600, height = 1000): Promise<Buffer> {
  const [skyTop, skyBottom, far, near, sun] = palette
  const wave = (baseline: number, amplitude: number, phase: number) => {
    const points: string[] = []
    for (let x = 0; x <= width; x += width / 16) {
      const y =
        baseline + Math.sin((x / width) * Math.PI * 3 + phase + seed) * amplitude + Math.cos((x / width) * 7 + seed) * amplitude * 0.3
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`)
    }
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${(0.25 + (seed % 5) * 0.12) * width}" cy="${height * 0.3}" r="${height * 0.09}" fill="${sun}" opacity="0.9"/>
    <path d="${wave(height * 0.62, height * 0.06, 0.5)}" fill="${far}"/>
    <path d="${wave(height * 0.78, height * 0.05, 2.1)}" fill="${near}"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/** Footer badge shapes: a round membership seal, or a shield with a tick. */
export type BadgeShape = 'seal' | 'shield'

/**
 * Draws a footer badge (shapes and colours only, transparent background) as PNG. Shown 40 px
 * high, so it is drawn at 240 px for sharp high-density screens.
 */
export async function badge(shape: BadgeShape, [main, accent, light]: [string, string, string], size = 240): Promise<Buffer> {
  const c = size / 2
  const star = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? size * 0.2 : size * 0.085
    const angle = (Math.PI / 5) * index - Math.PI / 2
    return `${(c + Math.cos(angle) * radius).toFixed(1)},${(c + Math.sin(angle) * radius).toFixed(1)}`
  }).join(' ')
  const drawing =
    shape === 'seal'
      ? `<circle cx="${c}" cy="${c}" r="${size * 0.48}" fill="${main}"/>
         <circle cx="${c}" cy="${c}" r="${size * 0.4}" fill="none" stroke="${accent}" stroke-width="${size * 0.03}" stroke-dasharray="${size * 0.04} ${size * 0.025}"/>
         <circle cx="${c}" cy="${c}" r="${size * 0.31}" fill="${light}"/>
         <polygon points="${star}" fill="${accent}"/>`
      : `<path d="M${c},${size * 0.03} L${size * 0.9},${size * 0.18} L${size * 0.9},${size * 0.5} C${size * 0.9},${size * 0.75} ${size * 0.7},${size * 0.9} ${c},${size * 0.98} C${size * 0.3},${size * 0.9} ${size * 0.1},${size * 0.75} ${size * 0.1},${size * 0.5} L${size * 0.1},${size * 0.18} Z" fill="${main}"/>
         <path d="M${c},${size * 0.12} L${size * 0.81},${size * 0.24} L${size * 0.81},${size * 0.5} C${size * 0.81},${size * 0.7} ${size * 0.65},${size * 0.82} ${c},${size * 0.88} C${size * 0.35},${size * 0.82} ${size * 0.19},${size * 0.7} ${size * 0.19},${size * 0.5} L${size * 0.19},${size * 0.24} Z" fill="${light}"/>
         <path d="M${size * 0.32},${size * 0.5} L${size * 0.45},${size * 0.63} L${size * 0.7},${size * 0.37}" fill="none" stroke="${accent}" stroke-width="${size * 0.07}" stroke-linecap="round" stroke-linejoin="round"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${drawing}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
