import { RichText } from '@/features/rich-text/RichText'
import { BlockRoot } from '../BlockRoot'
import { withLeadingH1 } from './leading-heading'
import type { BlockProps } from '../types'

/** Editor rich text, rendered on the server; ships no JavaScript. Opening the page, its opening heading is the page's H1. */
export default function RichTextBlock({ block, frame, context }: BlockProps<'richText'>) {
  const content = frame.index === 0 ? withLeadingH1(block.content) : block.content
  return (
    <BlockRoot frame={frame}>
      <div className={`b-rich-text b-rich-text--${block.width ?? 'text'}`}>
        <RichText data={content} edition={context.edition} className="prose" />
      </div>
    </BlockRoot>
  )
}
