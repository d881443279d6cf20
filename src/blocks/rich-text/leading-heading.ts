import type { RichTextBlock } from '@/payload-types'

type Content = RichTextBlock['content']
type RootChild = Content['root']['children'][number]

const isHeading = (node: RootChild | undefined): boolean => node?.type === 'heading'

/** Whether the text opens with a heading: opening the page, that heading is the page's H1. */
export function opensWithHeading(content: Content | null | undefined): boolean {
  return isHeading(content?.root?.children?.[0])
}

/** The text with its opening heading made an H1 (the document itself is left as it is). */
export function withLeadingH1(content: Content): Content {
  const [first, ...rest] = content.root.children
  if (!isHeading(first)) return content
  return { ...content, root: { ...content.root, children: [{ ...first!, tag: 'h1' }, ...rest] } }
}
