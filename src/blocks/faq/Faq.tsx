import type { ReactNode } from 'react'
import { translator } from '@/editions/translator'
import { TRAVEL_FAQ_CATEGORIES } from '@/features/catalog/constants'
import { RichText, richTextToPlainText } from '@/features/rich-text/RichText'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { faqJsonLd } from './faq-json-ld'
import { faqIds } from './faq-ids'

type Question = { id: string; question: string; answer: ReactNode; plainAnswer: string }
type Category = { id: string; name: string; items: Question[] }

/** The questions an editor wrote in the block, answers in rich text. */
function writtenCategories(block: BlockProps<'faq'>['block'], context: BlockProps<'faq'>['context']): Category[] {
  return (block.categories ?? []).map((category, index) => ({
    id: category.id ?? String(index),
    name: category.name,
    items: (category.items ?? []).map((item, position) => ({
      id: item.id ?? String(position),
      question: item.question,
      answer: <RichText data={item.answer} edition={context.edition} className="prose" />,
      plainAnswer: richTextToPlainText(item.answer),
    })),
  }))
}

/** The route's travel's questions, in its categories' order (general, itinerary, destination). */
function travelCategories(context: BlockProps<'faq'>['context']): Category[] {
  const faq = context.routeData.travel?.faq ?? []
  const t = translator(context.edition.code, 'travel')
  return TRAVEL_FAQ_CATEGORIES.flatMap((category) => {
    const items = faq
      .filter((item) => item.category === category)
      .map((item, position) => ({
        id: `${category}-${position}`,
        question: item.question,
        answer: <p>{item.answer}</p>,
        plainAnswer: item.answer,
      }))
    return items.length > 0 ? [{ id: category, name: t(`faqCategory.${category}`), items }] : []
  })
}

/**
 * Questions and answers by category (written in the block, or the travel's own on its page). Each question is a native disclosure (`details`): keyboard
 * and screen-reader friendly, and usable without JavaScript. Several categories get tabs (the
 * island); the FAQPage structured data lists every question.
 */
export default function Faq({ block, frame, context }: BlockProps<'faq'>) {
  const categories = block.source === 'travel' ? travelCategories(context) : writtenCategories(block, context)
  if (categories.length === 0) return null
  const tabbed = categories.length > 1
  const ids = faqIds(frame.id)
  const questions = categories.flatMap((category) => category.items.map((item) => ({ question: item.question, answer: item.plainAnswer })))
  return (
    <BlockRoot frame={frame} interactive={tabbed}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(questions) }} />
      <div className="b-faq">
        {block.title && <h2 className="b-faq__title">{block.title}</h2>}
        {tabbed && (
          <Island
            frame={frame}
            type="faq"
            props={{
              blockId: frame.id,
              categories: categories.map(({ id, name }) => ({ id, name })),
              labels: {
                all: translator(context.edition.code, 'faq')('all'),
                categories: translator(context.edition.code, 'faq')('categories'),
              },
            }}
          />
        )}
        <div id={ids.panel} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? ids.tab('all') : undefined}>
          {categories.map((category) => (
            <section key={category.id} className="b-faq__category" data-faq-category={category.id}>
              {tabbed && <h3 className="b-faq__category-name">{category.name}</h3>}
              {category.items.map((item) => (
                <details key={item.id} className="b-faq__item" name={`faq-${frame.id}`}>
                  <summary className="b-faq__question">{item.question}</summary>
                  <div className="b-faq__answer">{item.answer}</div>
                </details>
              ))}
            </section>
          ))}
        </div>
      </div>
    </BlockRoot>
  )
}
