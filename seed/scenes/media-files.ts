import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** The sizes the media collection makes of an upload (src/collections/media), with the same WebP quality. */
const SIZES = [
  { name: 'thumbnail', width: 400, height: 300, quality: 75 },
  { name: 'card', width: 768, height: undefined, quality: 78 },
  { name: 'hero', width: 1600, height: undefined, quality: 80 },
] as const
const ORIGINAL_QUALITY = 80
/** Seed pictures are flat drawings: a quicker WebP effort than the default costs a few bytes, not quality. */
const EFFORT = 2

type StoredFile = { filename: string; width: number; height: number; filesize: number }
export type MediaFiles = { original: StoredFile; sizes: Partial<Record<(typeof SIZES)[number]['name'], StoredFile>> }

/**
 * Writes a drawn picture into the media folder as the CMS would on upload: the original as WebP
 * and each size as `{name}-{width}x{height}.webp`. A size larger than the picture on every side it
 * sets is left out, as the CMS does. A file of the same name is overwritten: the same key always
 * draws the same picture. The folder is made when missing, as the CMS makes it on a first upload.
 */
export async function writeMediaFiles(directory: string, name: string, picture: Buffer): Promise<MediaFiles> {
  // Drawn (an SVG rasterized) once; every file is encoded from these pixels.
  const { data: pixels, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  await fs.mkdir(directory, { recursive: true })
  const image = sharp(pixels, { raw: { width, height, channels: info.channels } })
  const save = async (pipeline: sharp.Sharp, filename: string): Promise<StoredFile> => {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
    await fs.writeFile(path.join(directory, filename), data)
    return { filename, width: info.width, height: info.height, filesize: data.length }
  }
  const sizes: MediaFiles['sizes'] = {}
  await Promise.all(
    SIZES.map(async (size) => {
      if (width < size.width && (!size.height || height < size.height)) return
      const outputHeight = size.height ?? Math.round((height * size.width) / width)
      sizes[size.name] = await save(
        image
          .clone()
          .resize(size.width, outputHeight, { fit: 'cover', position: 'centre' })
          .webp({ quality: size.quality, effort: EFFORT }),
        `${name}-${size.width}x${outputHeight}.webp`,
      )
    }),
  )
  const original = await save(image.clone().webp({ quality: ORIGINAL_QUALITY, effort: EFFORT }), `${name}.webp`)
  return { original, sizes }
}
