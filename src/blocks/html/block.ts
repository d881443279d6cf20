import { codeTextField } from '@/lib/cms/code-text-field'
import { defineBlock, thumbnailSvg } from '../define-block'
import { sanitizeOnSave } from './sanitize-on-save'

export default defineBlock({
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'HTML', plural: 'HTML blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg(
    '<text x="240" y="190" text-anchor="middle" font-family="monospace" font-size="96" fill="#1f2a44">&lt;/&gt;</text>',
  ),
  fields: [
    codeTextField({
      name: 'html',
      label: 'HTML',
      required: true,
      hooks: { beforeChange: [sanitizeOnSave] },
      description: 'Sanitized when saved: scripts, event handlers and javascript: links are removed.',
    }),
  ],
  render: () => import('./HtmlBlock'),
})
