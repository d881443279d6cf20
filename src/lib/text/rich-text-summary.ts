/** A node of a rich-text document as the CMS stores it (Lexical's JSON): text in leaves, blocks of children above them. */
type RichTextNode = { type?: string; text?: string; children?: RichTextNode[] }

const TEXT_BLOCKS = new Set(['paragraph', 'quote', 'listitem'])

function textOf(node: RichTextNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

/**
 * The opening words of a rich-text document, headings left out, for a page's description: whole
 * paragraphs while they fit in `maxLength`, else the first one cut at a word with an ellipsis.
 * Null when the document has no paragraph.
 */
export function richTextSummary(content: unknown, maxLength = 160): string | null {
  const root = (content as { root?: RichTextNode } | null)?.root
  const paragraphs: string[] = []
  const collect = (node: RichTextNode) => {
    if (node.type && TEXT_BLOCKS.has(node.type)) {
      const text = textOf(node).replace(/\s+/g, ' ').trim()
      if (text) paragraphs.push(text)
      return
    }
    node.children?.forEach(collect)
  }
  if (root) collect(root)
  if (paragraphs.length === 0) return null
  let summary = paragraphs[0]!
  for (const next of paragraphs.slice(1)) {
    if (summary.length + 1 + next.length > maxLength) break
    summary = `${summary} ${next}`
  }
  if (summary.length <= maxLength) return summary
  // Cut at the last word that fits, unless that leaves less than half.
  const cut = summary.slice(0, maxLength - 1)
  const space = cut.lastIndexOf(' ')
  return `${cut.slice(0, space > maxLength / 2 ? space : cut.length).replace(/[\s,;:.–-]+$/, '')}…`
}
