import { createAvatar } from '@dicebear/core'
import { notionists } from '@dicebear/collection'
import sharp from 'sharp'
import type { Localized } from './content/types'

/** Shown at most 160 px wide (the coordinator's page): drawn at twice that for sharp screens. */
const PORTRAIT_SIZE = 320
/** Soft backgrounds the portraits take in turn, picked by the name so a person keeps theirs. */
const BACKGROUNDS = ['c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'b6e3f4', 'c7ecd4']

/**
 * A coordinator's portrait: a DiceBear "Notionists" drawing (CC0 1.0, by Zoish), seeded by the
 * name so the same person always gets the same face, rendered to PNG here, with no download.
 */
export async function drawPortrait(name: string): Promise<Buffer> {
  const svg = createAvatar(notionists, {
    seed: name,
    size: PORTRAIT_SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString()
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export const portraitAlt = (name: string): Localized => ({
  it: `Ritratto di ${name}`,
  es: `Retrato de ${name}`,
  fr: `Portrait de ${name}`,
  de: `Porträt von ${name}`,
  en: `Portrait of ${name}`,
})
