import { sanitizeEditorHtml } from '@/lib/text/sanitize-html'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/** Editor HTML, sanitized on the way out: no script, no event handlers, no `javascript:` URLs. */
export default function HtmlBlock({ block, frame }: BlockProps<'html'>) {
  return (
    <BlockRoot frame={frame}>
      <div className="b-html prose" dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(block.html) }} />
    </BlockRoot>
  )
}
