/**
 * Editor CSS (page or block `customCss`) made safe to put inside a `<style>` element:
 * `<` never appears literally, so the text can neither close the element nor open another.
 * `\3c ` is the CSS escape of `<`, so strings that legitimately hold one keep their meaning.
 */
export function inertCss(css: string): string {
  return css.replace(/</g, '\\3c ')
}

/** Editor CSS nested under `selector` (CSS nesting), so its rules reach only that element. */
export function scopeCss(css: string, selector: string): string {
  return inertCss(`${selector}{${css}}`)
}

/** Block CSS nested under the block's root element, so its rules reach only that block. */
export function scopeCssToBlock(css: string, blockId: string): string {
  return scopeCss(css, `[data-block-id="${blockId.replace(/["\\]/g, '\\$&')}"]`)
}

/**
 * Why a CSS text cannot be saved, or `true`. Unbalanced braces would let rules escape the
 * block's scope; a closing style tag is never legitimate CSS.
 */
export function validateCustomCss(css: string | null | undefined): true | string {
  if (!css) return true
  if (/<\/?\s*style/i.test(css)) return 'CSS cannot contain a <style> tag.'
  let depth = 0
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""')) {
    if (char === '{') depth++
    if (char === '}') depth--
    if (depth < 0) return 'CSS has a closing brace "}" without its opening brace.'
  }
  return depth === 0 ? true : 'CSS has an opening brace "{" that is never closed.'
}
