import sharp from 'sharp'

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
