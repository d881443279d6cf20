import { RichText, richTextToPlainText } from '@/features/rich-text/RichText'
import { message } from '@/editions/messages'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { faqJsonLd } from './faq-json-ld'
import './faq.css'

/** Questions and answers by category: an accessible accordion with FAQPage structured data. */
export function Faq({ block, frame, context }: BlockProps<'faq'>) {
  const categories = (block.categories ?? []).map((category, categoryIndex) => ({
    id: category.id ?? `${frame.id}-${categoryIndex}`,
    name: category.name,
    items: (category.items ?? []).map((item, itemIndex) => ({
      id: item.id ?? `${frame.id}-${categoryIndex}-${itemIndex}`,
      question: item.question,
      // Rendered here, on the server: the island receives HTML, not the rich-text JSON.
      answer: <RichText data={item.answer} edition={context.edition} className="prose" />,
    })),
  }))
  const questions = (block.categories ?? []).flatMap((category) =>
    (category.items ?? []).map((item) => ({ question: item.question, answer: richTextToPlainText(item.answer) })),
  )
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(questions) }} />
      <Island frame={frame} type="faq" props={{
          title: block.title ?? null,
          categories,
          groupName: `faq-${frame.id}`,
          labels: { all: message(context.edition, 'faqAll'), categories: message(context.edition, 'faqCategories') },
        }} />
    </>
  )
}
