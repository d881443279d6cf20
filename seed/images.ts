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
      const y = baseline + Math.sin(x / width * Math.PI * 3 + phase + seed) * amplitude + Math.cos(x / width * 7 + seed) * amplitude * 0.3
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
