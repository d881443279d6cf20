import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { CUSTOMER_PICTURES_SLUG, isPictureFilename, pictureFilePath } from './picture-files'

/**
 * A customer's picture is personal: kept by their browser for a year (a new picture gets a new
 * address), never by a shared cache, so a removed one is gone from the site at once.
 */
const PICTURE_CACHE = 'private, max-age=31536000, immutable'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })

/**
 * `GET /customer-pictures/{file}`: a customer's picture, as the WebP it was
 * stored as; 404 for a name of another shape (nothing outside the folder is ever read), a
 * deleted picture or a missing file. Search engines are asked to leave it out.
 */
export async function servePicture(payload: Payload, file: string): Promise<Response> {
  if (!isPictureFilename(file)) return notFound()
  const { docs } = await payload.find({
    collection: CUSTOMER_PICTURES_SLUG,
    where: { filename: { equals: file } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const data = docs.length ? await fs.readFile(pictureFilePath(payload, file)).catch(() => null) : null
  if (!data) return notFound()
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': PICTURE_CACHE,
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  })
}
