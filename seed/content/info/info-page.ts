import { bulletList, heading, link, paragraph, richText } from '../../lexical'
import type { LocalizedContent } from '../../pages'
import type { InfoInline, InfoPart, InfoPage } from './types'

const inline = (piece: InfoInline) => (typeof piece === 'string' ? piece : link(piece.label, piece.url))

function partNode(part: InfoPart) {
  if (typeof part === 'string') return paragraph(part)
  if ('bullets' in part) return bulletList([...part.bullets])
  if ('url' in part) return paragraph(inline(part))
  return paragraph(...part.map(inline))
}

/** An info page as one rich-text block: the title (h2), the lead, then each section under its h3. */
export function infoPageContent(page: InfoPage): LocalizedContent {
  return {
    title: page.title,
    blocks: [
      {
        blockType: 'richText',
        width: 'text',
        content: richText(
          heading('h2', page.title),
          paragraph(page.lead),
          ...page.sections.flatMap((section) => [heading('h3', section.heading), ...section.body.map(partNode)]),
        ),
      },
    ],
  }
}
