import { translator } from '@/editions/translator'
import { RichText, richTextToPlainText } from '@/features/rich-text/RichText'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { faqJsonLd } from './faq-json-ld'
import { faqIds } from './faq-ids'

/**
 * Questions and answers by category. Each question is a native disclosure (`details`): keyboard
 * and screen-reader friendly, and usable without JavaScript. Several categories get tabs (the
 * island); the FAQPage structured data lists every question.
 */
export default function Faq({ block, frame, context }: BlockProps<'faq'>) {
  const categories = (block.categories ?? []).map((category, index) => ({ ...category, id: category.id ?? String(index) }))
  const tabbed = categories.length > 1
  const ids = faqIds(frame.id)
  const questions = categories.flatMap((category) =>
    (category.items ?? []).map((item) => ({ question: item.question, answer: richTextToPlainText(item.answer) })),
  )
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
              labels: { all: translator(context.edition, 'faq')('all'), categories: translator(context.edition, 'faq')('categories') },
            }}
          />
        )}
        <div id={ids.panel} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? ids.tab('all') : undefined}>
          {categories.map((category) => (
            <section key={category.id} className="b-faq__category" data-faq-category={category.id}>
              {tabbed && <h3 className="b-faq__category-name">{category.name}</h3>}
              {(category.items ?? []).map((item, index) => (
                <details key={item.id ?? index} className="b-faq__item" name={`faq-${frame.id}`}>
                  <summary className="b-faq__question">{item.question}</summary>
                  <div className="b-faq__answer">
                    <RichText data={item.answer} edition={context.edition} className="prose" />
                  </div>
                </details>
              ))}
            </section>
          ))}
        </div>
      </div>
    </BlockRoot>
  )
}
