import { validateCustomCss } from './custom-css-rules'

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
 * Editor CSS that reaches only the element `selector` matches and its content: nested under it in
 * an `@scope` rule, where the browser matches nothing outside the scope whatever the selectors say
 * (`:not(&)`, `body:has(&)`, `& ~ p`), even where it reads the CSS otherwise than the checks did.
 * The line break keeps a trailing `\` from escaping the closing braces.
 */
export function cssInScope(css: string, selector: string): string {
  return inertCss(`@scope (${selector}) {:scope{${css}\n}}`)
}

/**
 * Editor CSS scoped to `selector` once it passes validation. CSS that fails it (saved before the
 * rules applied, or written around the CMS) is left out rather than let loose on the page.
 */
export function scopeCss(css: string, selector: string): string {
  return validateCustomCss(css, { scoped: true }) === true ? cssInScope(css, selector) : ''
}

/**
 * Block CSS nested under the block's root element, so its rules reach only that block. Ids are
 * checked when saved; one that does not fit the pattern never goes into a selector.
 */
export function scopeCssToBlock(css: string, blockId: string): string {
  return isBlockId(blockId) ? scopeCss(css, `[data-block-id="${blockId}"]`) : ''
}
