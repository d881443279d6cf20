import fc from 'fast-check'

/** Strings that have broken parsers, type coercions, databases and renderers. */
const SPECIAL_TEXT = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\uD800',
  'x\uDFFF',
  '\uFEFF',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '1e309',
  '-1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE travels; --',
  '../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '\\',
  '${x}',
  '🧭🏔️👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  '\u202Eevil',
  'e\u0301\u0302\u0303',
  'Z̷̢͓̈́a̴l̸g̵o̶',
  '\r\n',
  '\t',
  'ＰＥＲ',
  '\u0085',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
  'it',
  'en',
  'EUR',
  'USD',
  'PER',
  'CONFIRMED',
  'MAX_6',
  'search',
  'travels-travel',
]

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/** Text: edge cases, unicode of every kind, raw code units, and long runs (`maxLong` characters at most). */
export const hostileText = (maxLong: number) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...SPECIAL_TEXT), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'é', '🧭', '\0', ' '), fc.integer({ min: Math.min(100, maxLong), max: maxLong }))
        .map(([text, times]) => text.repeat(times)),
      weight: 1,
    },
  )

/** Percent-encodes text as a browser would, but an unpaired surrogate as its (invalid) 3-byte form. */
export function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0)
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%ED%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`
    return encodeURIComponent(unit)
  })
}

/** Raw escapes no text encodes to: NUL, stray, overlong, truncated and surrogate bytes, malformed `%`. */
export const BROKEN_ESCAPES = [
  '%00',
  '%FF',
  '%C0%AF',
  '%E0%80%80',
  '%ED%A0%80',
  '%E2%82',
  '%',
  '%G0',
  '%%',
  '%u0000',
  '%F4%90%80%80',
  '%F8%88%80%80%80',
  '+',
  '%2B',
  '&',
  '=',
  '%0A',
  '%0D%0A',
]

/** NUL most of all: PostgreSQL refuses it in text, so it is what turns into a 500. */
export const poison = fc.oneof({ arbitrary: fc.constant('%00'), weight: 2 }, { arbitrary: fc.constantFrom(...BROKEN_ESCAPES), weight: 1 })

/** A real value with a broken escape (NUL, a stray byte...) slipped in: the case that once reached the database. */
export function poisoned(value: string, escape: string, at: number): string {
  const cut = value.length ? at % (value.length + 1) : 0
  return value.slice(0, cut).replace(/%[0-9A-F]?$/i, '') + escape + value.slice(cut)
}
