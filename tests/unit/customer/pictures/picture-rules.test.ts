import { describe, expect, it } from 'vitest'
import { isPictureFilename, newPictureFilename, pictureAddress } from '@/customer/pictures/picture-files'
import { pictureFormat } from '@/customer/pictures/picture-rules'

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])))

describe('a picture’s format, read from its content', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(pictureFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg')
    expect(pictureFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'))).toBe('png')
    expect(pictureFormat(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp')
  })

  it('refuses anything else, whatever its name would say: text, GIF, SVG, another RIFF file, a cut signature, nothing', () => {
    for (const content of [
      bytes('hello, this is not a photo'),
      bytes('GIF89a', 1, 0, 1, 0),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '),
      bytes(0x89, 'PNG', 0x0d, 0x0a),
      bytes(0xff, 0xd8),
      bytes('RIFF', 0, 0, 0, 0, 'WEB'),
      bytes(),
    ])
      expect(pictureFormat(content)).toBeNull()
  })
})

describe('a stored picture’s name', () => {
  it('is 128 random bits in hex with the WebP extension, a new one each time', () => {
    const names = new Set(Array.from({ length: 50 }, newPictureFilename))
    expect(names.size).toBe(50)
    for (const name of names) expect(isPictureFilename(name)).toBe(true)
    expect(pictureAddress('0123456789abcdef0123456789abcdef.webp')).toBe('/customer-pictures/0123456789abcdef0123456789abcdef.webp')
  })

  it('is refused in any other shape, so a request can never name a file outside the folder', () => {
    for (const name of [
      '../../etc/passwd',
      '0123456789abcdef0123456789abcdef.png',
      '0123456789ABCDEF0123456789ABCDEF.webp',
      '0123456789abcdef0123456789abcde.webp',
      '0123456789abcdef0123456789abcdef.webp/..',
      '%2e%2e%2f0123456789abcdef0123456789abcdef.webp',
      '',
    ])
      expect(isPictureFilename(name), name).toBe(false)
  })
})
