/**
 * CSS escapes as the browser's tokenizer reads them (CSS Syntax Level 3): `\` and one to six hex
 * digits (one whitespace after them belongs to the escape), or `\` and any other character. The
 * text is read with its line breaks already made `\n`, as the tokenizer's preprocessing does.
 */

/** A backslash that starts an escape (not one before a line break). */
export const isEscape = (css: string, i: number) => css[i] === '\\' && css[i + 1] !== '\n'

/** Where the text after the escape at `i` starts. */
export function afterEscape(css: string, i: number): number {
  const hex = /^[0-9a-fA-F]{1,6}[ \t\n]?/.exec(css.slice(i + 1, i + 8))
  return i + 1 + (hex ? hex[0].length : 1)
}

/** The character the escape at `i` stands for (U+FFFD for a null, surrogate or out-of-range one). */
export function escapedChar(css: string, i: number): string {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(i + 1, i + 7))
  if (!hex) return css[i + 1] ?? ''
  const code = parseInt(hex[0], 16)
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd'
}

/** The text with every escape replaced by its character: what the browser compares names and URLs by. */
export function unescapeCss(source: string): string {
  const css = source.replace(/\r\n?|\f/g, '\n')
  let text = ''
  let i = 0
  while (i < css.length) {
    if (css[i] === '\\' && css[i + 1] === '\n') {
      i += 2
    } else if (isEscape(css, i)) {
      text += escapedChar(css, i)
      i = afterEscape(css, i)
    } else {
      text += css[i++]
    }
  }
  return text
}
