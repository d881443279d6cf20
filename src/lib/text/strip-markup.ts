import sanitizeHtml from 'sanitize-html'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/**
 * Plain text out of anything an editor pasted: tags (and the content of script/style) removed,
 * whitespace collapsed (spec 000 §5: markup is stripped from alt and title text).
 * React escapes the result again when it renders, so decoding entities here is safe.
 */
export function stripMarkup(value: string): string {
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript'] })
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}
