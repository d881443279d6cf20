import { cssBrackets } from './css-brackets'

/**
 * What a block id may be: it becomes part of a CSS selector (the block's custom CSS scope) and of
 * element ids. Payload generates 24 hex digits; API callers may choose their own within this.
 */
export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function isBlockId(value: unknown): value is string {
  return typeof value === 'string' && BLOCK_ID_PATTERN.test(value)
}

/**
 * Editor CSS (page or block `customCss`) made safe to put inside a `<style>` element:
 * `<` never appears literally, so the text can neither close the element nor open another.
 * `\3c ` is the CSS escape of `<`, so strings that legitimately hold one keep their meaning.
 */
export function inertCss(css: string): string {
  return css.replace(/</g, '\\3c ')
}

/**
 * Editor CSS nested under `selector` (CSS nesting), so its rules reach only that element. CSS
 * that fails validation (saved before the rules applied, or written around the CMS) is left out
 * rather than let loose on the page.
 */
export function scopeCss(css: string, selector: string): string {
  return validateCustomCss(css) === true ? inertCss(`${selector}{${css}}`) : ''
}

/**
 * Block CSS nested under the block's root element, so its rules reach only that block. Ids are
 * checked when saved; one that does not fit the pattern never goes into a selector.
 */
export function scopeCssToBlock(css: string, blockId: string): string {
  return isBlockId(blockId) ? scopeCss(css, `[data-block-id="${blockId}"]`) : ''
}

const CLOSING: Record<string, string> = { '{': '}', '(': ')', '[': ']' }

/**
 * Why a CSS text cannot be saved, or `true`. Its braces, parentheses and square brackets must
 * pair up as the browser reads them (comments, strings, escapes and `url()` aside): otherwise
 * rules could escape the block's scope. A style tag is never legitimate CSS.
 */
export function validateCustomCss(css: string | null | undefined): true | string {
  if (!css) return true
  if (/<\/?\s*style/i.test(css)) return 'CSS cannot contain a <style> tag.'
  const open: string[] = []
  for (const bracket of cssBrackets(css)) {
    if (CLOSING[bracket]) {
      open.push(bracket)
      continue
    }
    const last = open.pop()
    if (!last)
      return bracket === '}'
        ? 'CSS has a closing brace "}" without its opening brace.'
        : `CSS has a "${bracket}" without its opening bracket.`
    if (CLOSING[last] !== bracket) return `CSS closes "${last}" with "${bracket}".`
  }
  if (open.includes('{')) return 'CSS has an opening brace "{" that is never closed.'
  return open.length === 0 ? true : `CSS has a "${open.at(-1)}" that is never closed.`
}
