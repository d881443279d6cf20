import sanitizeHtml from 'sanitize-html'

const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'noscript'],
}

/** The only entities the sanitizer writes into text (it decodes every other one). */
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' }

/** Enough for any honest text; every pass that changes the text makes it shorter. */
const MAX_PASSES = 10

/** An entity reference; what is left of one after MAX_PASSES is an attack, not text. */
const ENTITY = /&(?:#x?[0-9a-f]+|[a-z][a-z0-9]*);?/gi

/** A `<` that an HTML parser would take as the start of a tag, comment or declaration. */
const TAG_OPEN = /<+(?=[A-Za-z/!?])/g

/** One layer off: tags removed and every entity (named, decimal, hex) decoded. */
function stripOnce(value: string): string {
  return sanitizeHtml(value, NO_MARKUP).replace(/&(?:amp|lt|gt);/g, (entity) => ESCAPES[entity]!)
}

/**
 * Plain text out of anything an editor pasted: tags (and the content of script/style) removed,
 * entities decoded, whitespace collapsed (markup is stripped from alt and title text).
 * Markup hidden behind entities (`&lt;img onerror=...&gt;`, `&amp;lt;...`, `&#60;...`) is decoded
 * and stripped in turn until nothing changes, so decoding can never bring markup back (entities
 * nested deeper than any text needs are dropped); any `<` still left that could open a tag goes
 * too. React escapes the result again when it renders.
 */
export function stripMarkup(value: string): string {
  let text = value
  let settled = false
  for (let pass = 0; pass < MAX_PASSES && !settled; pass++) {
    const next = stripOnce(text)
    settled = next === text
    text = next
  }
  if (!settled) text = text.replace(ENTITY, '')
  return text.replace(TAG_OPEN, '').replace(/\s+/g, ' ').trim()
}
