import { describe, expect, it } from 'vitest'
import { decodeUtf8, isStorableText } from '@/lib/http/storable-text'

describe('isStorableText', () => {
  it('accepts any well-formed text, emoji, right-to-left and combining marks included', () => {
    for (const text of ['', 'Perù', '🧭🏔️', 'مرحبا', 'e\u0301', '\u202Eevil', 'a\tb\nc', '😀x'])
      expect(isStorableText(text), text).toBe(true)
  })

  it('refuses NUL and unpaired surrogates', () => {
    for (const text of ['a\0b', '\0', '\uD800', 'x\uDC00', '\uDC00\uD800', '😀'.slice(0, 1)])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false)
  })
})

describe('decodeUtf8', () => {
  it('decodes valid UTF-8 and drops a leading BOM', () => {
    expect(decodeUtf8(new TextEncoder().encode('Perù 🧭'))).toBe('Perù 🧭')
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe('{}')
  })

  it('is null for invalid UTF-8: stray bytes, overlong forms, encoded surrogates, truncated sequences', () => {
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x61, 0x80]]) {
      expect(decodeUtf8(new Uint8Array(bytes)), bytes.join(' ')).toBeNull()
    }
  })
})
