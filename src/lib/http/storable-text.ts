/**
 * NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no UTF-8 for it):
 * text with either is refused at the edge rather than failing deep inside a query.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.'

/** Whether a decoded string can reach the database as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The text of UTF-8 bytes (a leading BOM dropped), or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}
