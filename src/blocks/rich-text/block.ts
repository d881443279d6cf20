import { richTextSummary } from '@/lib/text/rich-text-summary'
import { defineBlock, thumbnailSvg } from '../define-block'
import { opensWithHeading } from './leading-heading'

export default defineBlock({
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg(
    '<rect x="60" y="60" width="240" height="28" rx="6" fill="#1f2a44"/><rect x="60" y="120" width="360" height="14" rx="7" fill="#9aa3b5"/><rect x="60" y="150" width="330" height="14" rx="7" fill="#9aa3b5"/><rect x="60" y="180" width="350" height="14" rx="7" fill="#9aa3b5"/><rect x="60" y="210" width="200" height="14" rx="7" fill="#9aa3b5"/>',
  ),
  fields: [
    {
      name: 'width',
      type: 'select',
      defaultValue: 'text',
      options: [
        { label: 'Reading width', value: 'text' },
        { label: 'Full container', value: 'wide' },
      ],
    },
    { name: 'content', type: 'richText', required: true },
  ],
  render: () => import('./RichTextBlock'),
  // A text that opens the page with a heading gives the page its H1 (RichTextBlock).
  headsPage: (block, frame) => frame.index === 0 && opensWithHeading(block.content),
  summary: (block) => ({ description: richTextSummary(block.content) }),
})
