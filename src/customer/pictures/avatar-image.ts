import sharp from 'sharp'
import { ApiError } from '@/lib/http/api-error'
import { AVATAR_SIZE_PX, PICTURE_FORMATS, PICTURE_MAX_PIXELS, pictureFormat } from './picture-rules'

/** A picture decodes in well under a second; one that takes longer is refused rather than waited for. */
const ENCODE_TIMEOUT_S = 10

const unreadable = () => new ApiError('PICTURE_UNREADABLE', 'The picture could not be read: the file is damaged or incomplete.')

/**
 * The customer's upload as their avatar: a square WebP of AVATAR_SIZE_PX, cropped around what
 * draws the eye, turned upright by its EXIF orientation, without any of the original's metadata
 * (place, camera, date). Refused with 400 when it is empty, not a JPEG, PNG or WebP by its
 * content, over PICTURE_MAX_PIXELS, or does not decode.
 */
export async function avatarImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: '', message: 'Send the picture as the body.' }],
    })
  const format = pictureFormat(bytes)
  if (!format)
    throw new ApiError('UNSUPPORTED_PICTURE_TYPE', 'The picture must be a JPEG, PNG or WebP image.', {
      accepted: Object.values(PICTURE_FORMATS),
    })
  // The header alone: the size is known before anything is decoded.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!metadata?.width || !metadata.height || metadata.format !== format) throw unreadable()
  if (metadata.width * metadata.height > PICTURE_MAX_PIXELS)
    throw new ApiError('PICTURE_TOO_MANY_PIXELS', `The picture has more than ${PICTURE_MAX_PIXELS / 1_000_000} million pixels.`, {
      maxPixels: PICTURE_MAX_PIXELS,
    })
  return sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: sharp.strategy.attention })
    .webp({ quality: 82 })
    .timeout({ seconds: ENCODE_TIMEOUT_S })
    .toBuffer()
    .catch(() => Promise.reject(unreadable()))
}
