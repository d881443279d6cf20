import { afterEscape, escapedChar, isEscape } from './css-escapes'

/**
 * The brackets of a CSS text as a browser's tokenizer sees them (CSS Syntax Level 3): braces,
 * parentheses and square brackets, in order, leaving out those inside comments, strings,
 * escapes (`\{`) and unquoted `url(...)`. Whether editor CSS stays inside the block it is
 * nested in depends on exactly these, so they are read the way the browser reads them rather
 * than by a pattern: a pattern that skips `"..."` across a line break, or counts the brace in
 * `url({)`, would pass CSS that the browser closes early.
 */
export function cssBrackets(source: string): string {
  const css = source.replace(/\r\n?|\f/g, '\n')
  let brackets = ''
  let i = 0
  while (i < css.length) {
    const char = css[i]!
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      i = end < 0 ? css.length : end + 2
    } else if (char === '"' || char === "'") {
      i = afterString(css, i)
    } else if (char === '#' || char === '@' || isNameChar(char) || isEscape(css, i)) {
      // A whole hash, at-keyword, number, dimension or identifier; only an identifier `url` right
      // before `(` opens a url token.
      if (char === '#' || char === '@') i++
      let name = ''
      while (i < css.length) {
        if (isNameChar(css[i]!)) {
          name += css[i++]
        } else if (isEscape(css, i)) {
          name += escapedChar(css, i)
          i = afterEscape(css, i)
        } else {
          break
        }
      }
      if (char !== '#' && char !== '@' && asciiLower(name) === 'url' && css[i] === '(') {
        // `url("...")` is an ordinary function; an unquoted url is one opaque token up to `)`.
        QUOTE_AHEAD.lastIndex = i + 1
        const quoted = QUOTE_AHEAD.test(css)
        if (quoted) brackets += '('
        i = quoted ? i + 1 : afterUrl(css, i + 1)
      }
    } else {
      if ('{}()[]'.includes(char)) brackets += char
      i++
    }
  }
  return brackets
}

/** Whitespace then a quote, read from `lastIndex` only. */
const QUOTE_AHEAD = /[ \t\n]*["']/y

const isNameChar = (char: string) => /[A-Za-z0-9_-]/.test(char) || char.charCodeAt(0) >= 0x80

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** A string ends at its quote, or (unclosed) before a line break; `\` + line break continues it. */
function afterString(css: string, start: number): number {
  const quote = css[start]
  let i = start + 1
  while (i < css.length) {
    const char = css[i]
    if (char === quote) return i + 1
    if (char === '\n') return i
    i += char === '\\' ? 2 : 1
  }
  return css.length
}

/** An unquoted url (or what is left of a bad one) ends at the first `)` that is not escaped. */
function afterUrl(css: string, start: number): number {
  let i = start
  while (i < css.length) {
    if (css[i] === ')') return i + 1
    i += isEscape(css, i) ? 2 : 1
  }
  return css.length
}
