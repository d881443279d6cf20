import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TOUR_STATUSES } from '@/features/catalog/statuses'
import { contrastRatio, parseHex } from '@/lib/colour/contrast'

const PALETTE = 'src/features/catalog/status-palette.css'

function paletteOf(css: string): Map<string, { bg: string; fg: string }> {
  const pairs = new Map<string, { bg: string; fg: string }>()
  for (const [, status, body] of css.matchAll(/\[data-status='(\w+)'\]\s*\{([^}]*)\}/g)) {
    const property = (name: string) => new RegExp(`--status-${name}:\\s*(#[0-9a-f]+)`, 'i').exec(body!)?.[1] ?? ''
    pairs.set(status!, { bg: property('bg'), fg: property('fg') })
  }
  return pairs
}

function cssFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    return entry.isDirectory() ? cssFiles(file) : file.endsWith('.css') ? [file] : []
  })
}

describe('the status palette', () => {
  const palette = paletteOf(fs.readFileSync(PALETTE, 'utf8'))

  it('gives each of the six statuses its own colours, readable at 4.5:1', () => {
    expect([...palette.keys()].sort()).toEqual([...TOUR_STATUSES].sort())
    for (const [status, { bg, fg }] of palette) {
      expect(contrastRatio(parseHex(bg)!, parseHex(fg)!), status).toBeGreaterThanOrEqual(4.5)
    }
    expect(new Set([...palette.values()].map(({ bg }) => bg)).size).toBe(TOUR_STATUSES.length)
  })

  it('is the only place a status is given a colour: cards, calendar, booking box and tour read it', () => {
    const statusColoured = /\[data-status='(\w+)'\][^{]*\{[^}]*\b(background|color)\s*:/g
    const offenders = cssFiles('src')
      .filter((file) => path.normalize(file) !== path.normalize(PALETTE))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(statusColoured)]
          .filter(([, status]) => (TOUR_STATUSES as readonly string[]).includes(status!))
          .map(([rule]) => `${file}: ${rule.split('{')[0]!.trim()}`),
      )
    expect(offenders).toEqual([])
  })
})
