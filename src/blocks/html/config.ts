import { defineBlock, thumbnailSvg } from '../define-block'
import { sanitizeOnSave } from './sanitize-on-save'

export const htmlBlock = defineBlock({
  slug: 'html',
  interfaceName: 'HtmlBlock',
  labels: { singular: 'HTML', plural: 'HTML blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg(
    '<text x="240" y="190" text-anchor="middle" font-family="monospace" font-size="96" fill="#1f2a44">&lt;/&gt;</text>',
  ),
  fields: [
    {
      name: 'html',
      label: 'HTML',
      type: 'code',
      required: true,
      hooks: { beforeChange: [sanitizeOnSave] },
      admin: {
        language: 'html',
        description: 'Sanitized before display: scripts, event handlers and javascript: links are removed.',
      },
    },
  ],
})
