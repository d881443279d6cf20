/** The largest picture a customer may upload: a phone's photo fits; anything bigger is refused (413) before it is decoded. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024

/** The side of the square every customer picture is stored at: crisp on the profile (96 px) and in the header (32 px) on screens of twice the density and more. */
export const AVATAR_SIZE_PX = 256

/** The most pixels a picture may have: a small file can still unpack to gigabytes, so larger ones are refused before decoding. */
export const PICTURE_MAX_PIXELS = 50_000_000

/** The formats a customer may upload, by their content (never by name or declared type), with their media types. */
export const PICTURE_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type PictureFormat = keyof typeof PICTURE_FORMATS

/** What the file input offers: the accepted media types. */
export const PICTURE_ACCEPT = Object.values(PICTURE_FORMATS).join(',')

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * The picture's format read from its first bytes (JPEG's SOI marker, PNG's eight-byte signature,
 * WebP's RIFF container), or null for anything else: a text file named `.jpg` is not a JPEG.
 */
export function pictureFormat(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return null
}
