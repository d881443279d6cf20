import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Media } from '@/payload-types'
import { isSvg, RESOURCE_SIZES, type ResourceSize } from './resource'

/** A year, immutable: an image address never changes what it shows (a new picture is a new upload). */
const LONG_CACHE = 'public, max-age=31536000, immutable'
/** An uploaded SVG is shown as a picture, never run as a document: no scripts, no outside requests. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })

const isResourceSize = (value: string): value is ResourceSize => (RESOURCE_SIZES as readonly string[]).includes(value)

/** The stored file of a size; sizes larger than the original were never made, so the original stands in. */
function storedFilename(media: Media, size: ResourceSize): string | null {
  if (size === 'original' || isSvg({ mimeType: media.mimeType ?? null, filename: media.filename ?? '' })) return media.filename ?? null
  return media.sizes?.[size]?.filename ?? media.filename ?? null
}

/**
 * `GET /resource/{size}/{id}/{seo-name}`: an uploaded image at a named size, as
 * webp (an SVG as it is), cached for a year; unknown size, id or file: 404. The name is for search
 * engines and people; any name serves the image.
 */
export async function serveResource(payload: Payload, params: { size: string; id: string }): Promise<Response> {
  if (!isResourceSize(params.size) || !/^[1-9]\d{0,9}$/.test(params.id)) return notFound()
  const media = await payload.findByID({ collection: 'media', id: Number(params.id), depth: 0, disableErrors: true })
  const filename = media && storedFilename(media, params.size)
  if (!media || !filename) return notFound()
  const staticDir = payload.collections.media.config.upload.staticDir ?? 'media'
  const file = path.join(path.isAbsolute(staticDir) ? staticDir : path.resolve(process.cwd(), staticDir), path.basename(filename))
  const data = await fs.readFile(file).catch(() => null)
  if (!data) return notFound()
  if (isSvg({ mimeType: media.mimeType ?? null, filename })) {
    return new Response(new Uint8Array(data), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': LONG_CACHE, 'Content-Security-Policy': SVG_POLICY, 'X-Content-Type-Options': 'nosniff' } })
  }
  const webp = filename.endsWith('.webp') ? data : await sharp(data).webp({ quality: 80 }).toBuffer()
  return new Response(new Uint8Array(webp), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': LONG_CACHE, 'X-Content-Type-Options': 'nosniff' } })
}
