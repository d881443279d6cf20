import crypto from 'node:crypto'
import path from 'node:path'
import type { Payload } from 'payload'

export const CUSTOMER_PICTURES_SLUG = 'customer-pictures'

/** Beside the editors' media (the same volume in Docker), in a folder of their own. */
export const CUSTOMER_PICTURES_DIR = 'media/customer-pictures'

/**
 * A stored picture's file name: 128 random bits, so its address cannot be guessed from another
 * customer's or from an id, and nothing lists them; the address is all an `<img>` needs.
 */
const PICTURE_FILENAME = /^[0-9a-f]{32}\.webp$/

export const newPictureFilename = () => `${crypto.randomBytes(16).toString('hex')}.webp`

export const isPictureFilename = (name: string) => PICTURE_FILENAME.test(name)

/** `/customer-pictures/{file}`: where the site serves a customer's picture. */
export const pictureAddress = (filename: string) => `/customer-pictures/${filename}`

/** The absolute path of a stored picture's file. */
export function pictureFilePath(payload: Payload, filename: string): string {
  const staticDir = payload.collections[CUSTOMER_PICTURES_SLUG].config.upload.staticDir ?? CUSTOMER_PICTURES_DIR
  return path.join(path.isAbsolute(staticDir) ? staticDir : path.resolve(process.cwd(), staticDir), path.basename(filename))
}
