/** The FAQ page's categories, in the order the page shows them. */
export const FAQ_CATEGORIES = ['booking', 'payment', 'group', 'coordinator', 'documents', 'cancellation'] as const

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

/** A question and its answer, one paragraph of plain text. */
export type FaqItem = [question: string, answer: string]

/** The FAQ page in one language: every category is required, so none can be left out of a language. */
export type FaqCopy = {
  title: string
  lead: string
  categories: Record<FaqCategory, { name: string; items: FaqItem[] }>
}
