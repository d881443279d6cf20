import sharp from 'sharp'
import { crc32, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { avatarImage } from '@/customer/pictures/avatar-image'
import { AVATAR_SIZE_PX } from '@/customer/pictures/picture-rules'
import { ApiError } from '@/lib/http/api-error'

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c05a3c' } })

/** The refusal `avatarImage` gives these bytes: its key and status. */
const refusal = (content: Uint8Array) =>
  avatarImage(content).then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { key: error.key, status: error.status } : error),
  )

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A small, well-formed PNG whose header claims `width` × `height`: its pixels never come. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

describe('a customer’s picture, made into their avatar', () => {
  it('becomes a square WebP of the avatar size, whatever the shape and format it came in', async () => {
    for (const input of [
      await photo(640, 480).png().toBuffer(),
      await photo(300, 900).jpeg().toBuffer(),
      await photo(40, 40).webp().toBuffer(),
    ]) {
      const metadata = await sharp(await avatarImage(input)).metadata()
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', AVATAR_SIZE_PX, AVATAR_SIZE_PX])
    }
  })

  it('keeps none of the original’s metadata, and is turned upright by its EXIF orientation first', async () => {
    // Stored 200 × 100, top half red, bottom half blue; orientation 6 shows it turned a quarter clockwise: blue left, red right.
    const red = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const tagged = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret place', Artist: 'Someone' } } })
      .toBuffer()
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    const avatar = await avatarImage(tagged)
    const metadata = await sharp(avatar).metadata()
    expect([metadata.exif, metadata.icc, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined])
    expect(avatar.includes(Buffer.from('Secret place'))).toBe(false)
    // Upright: blue on the left, red on the right (unturned, both would be red).
    const { data, info } = await sharp(avatar).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ]
    const [leftRed, , leftBlue] = pixel(20, 60)
    const [rightRed, , rightBlue] = pixel(AVATAR_SIZE_PX - 20, 60)
    expect(leftBlue! > leftRed! && rightRed! > rightBlue!).toBe(true)
  })

  it('refuses with 400 a file that is not a JPEG, PNG or WebP by its content, even named and typed as one', async () => {
    expect(await refusal(Buffer.from('I am a text file called photo.jpg'))).toEqual({ key: 'UNSUPPORTED_PICTURE_TYPE', status: 400 })
    expect(await refusal(await photo(10, 10).gif().toBuffer())).toEqual({ key: 'UNSUPPORTED_PICTURE_TYPE', status: 400 })
    expect(await refusal(new Uint8Array())).toEqual({ key: 'VALIDATION_ERROR', status: 400 })
  })

  it('refuses with 400 a picture that does not decode: damaged, cut short, or its signature on something else', async () => {
    const png = await photo(64, 64).png().toBuffer()
    expect(await refusal(png.subarray(0, png.length / 2))).toEqual({ key: 'PICTURE_UNREADABLE', status: 400 })
    expect(await refusal(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage after the signature')]))).toEqual({
      key: 'PICTURE_UNREADABLE',
      status: 400,
    })
    // A JPEG's signature on a PNG's body: the content disagrees with itself.
    expect(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]))).toEqual({ key: 'PICTURE_UNREADABLE', status: 400 })
  })

  it('refuses with 400 a picture of more than 50 million pixels before decoding it', async () => {
    expect(await refusal(pngHeaderOnly(8000, 8000))).toEqual({ key: 'PICTURE_TOO_MANY_PIXELS', status: 400 })
    // Just under the limit, the header passes: what fails is the missing pixels.
    expect(await refusal(pngHeaderOnly(7000, 7000))).toEqual({ key: 'PICTURE_UNREADABLE', status: 400 })
  })
})
