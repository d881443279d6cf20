import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg(
    [60, 130, 200]
      .map(
        (y) =>
          `<rect x="60" y="${y}" width="360" height="50" rx="10" fill="#fff" stroke="#c9ced8"/><path d="M390 ${y + 20} l10 10 l10 -10" stroke="#1f2a44" stroke-width="4" fill="none"/><rect x="80" y="${y + 19}" width="200" height="12" rx="6" fill="#1f2a44"/>`,
      )
      .join(''),
  ),
  fields: [
    { name: 'title', type: 'text', maxLength: 160 },
    {
      name: 'source',
      label: 'Questions',
      type: 'radio',
      defaultValue: 'page',
      options: [
        { label: 'Written here', value: 'page' },
        { label: 'The travel’s own (on travel pages)', value: 'travel' },
      ],
    },
    {
      name: 'categories',
      type: 'array',
      // Required only for questions written here: a travel's FAQ comes with the travel.
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
        siblingData.source === 'travel' || (Array.isArray(value) && value.length > 0) ? true : 'Add at least one category.',
      admin: { initCollapsed: true, condition: (_data, sibling) => sibling?.source !== 'travel' },
      labels: { singular: 'Category', plural: 'Categories' },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'items',
          type: 'array',
          minRows: 1,
          required: true,
          labels: { singular: 'Question', plural: 'Questions' },
          fields: [
            { name: 'question', type: 'text', required: true, maxLength: 300 },
            { name: 'answer', type: 'richText', required: true },
          ],
        },
      ],
    },
  ],
  render: () => import('./Faq'),
})
