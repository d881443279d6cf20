import { RichText } from '@/features/rich-text/RichText'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/** Editor rich text, rendered on the server; ships no JavaScript. */
export default function RichTextBlock({ block, frame, context }: BlockProps<'richText'>) {
  return (
    <BlockRoot frame={frame}>
      <div className={`b-rich-text b-rich-text--${block.width ?? 'text'}`}>
        <RichText data={block.content} edition={context.edition} className="prose" />
      </div>
    </BlockRoot>
  )
}
