import { sanitizeEditorHtml } from '@/lib/text/sanitize-html'
import { StaticBlock } from '../StaticBlock'
import type { BlockProps } from '../types'
import './html.css'

/** Editor HTML, sanitized on the way out: no script, no event handlers, no `javascript:` URLs. */
export function HtmlBlock({ block, frame }: BlockProps<'html'>) {
  return (
    <StaticBlock frame={frame}>
      <div className="b-html prose" dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(block.html) }} />
    </StaticBlock>
  )
}
