import type { EditionCode } from '@/editions/editions'
import { siteUrl } from '@/lib/site-url'

/** The edition's share picture, for a page without one of its own (src/app/(site)/share-image). */
export const shareImageAddress = (edition: EditionCode) => `/share-image/${edition}.png`

/** A site address as the absolute one a share preview needs. */
export const absoluteAddress = (address: string) => (/^https?:\/\//.test(address) ? address : `${siteUrl()}${address}`)
