import { createAvatar } from '@dicebear/core'
import { notionists } from '@dicebear/collection'
import type { Localized } from './content/types'

/** Portraits are shown small (beside a name, on a coordinator's page): 320 px is sharp on high-density screens. */
const PORTRAIT_SIZE = 320
/** Soft backgrounds the portraits take in turn, picked by the name so a person keeps theirs. */
const BACKGROUNDS = ['c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'b6e3f4', 'c7ecd4']

/**
 * A coordinator's portrait: a DiceBear "Notionists" drawing (CC0 1.0, by Zoish), seeded by the
 * name so the same person always gets the same face; sharp renders it with the other pictures.
 */
export function portraitSvg(name: string): Buffer {
  return Buffer.from(
    createAvatar(notionists, { seed: name, size: PORTRAIT_SIZE, backgroundColor: BACKGROUNDS, backgroundType: ['solid'] }).toString(),
  )
}

export const portraitAlt = (name: string): Localized => ({
  it: `Ritratto di ${name}`,
  es: `Retrato de ${name}`,
  fr: `Portrait de ${name}`,
  de: `Porträt von ${name}`,
  en: `Portrait of ${name}`,
})
