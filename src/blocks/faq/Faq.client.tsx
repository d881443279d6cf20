'use client'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

type FaqCategory = { id: string; name: string; items: Array<{ id: string; question: string; answer: ReactNode }> }

export type FaqProps = {
  title: string | null
  categories: FaqCategory[]
  groupName: string
  labels: { all: string; categories: string }
}

const ALL = 'all'

/**
 * Each question is a native disclosure (`details`/`summary`): keyboard and screen-reader
 * friendly, and open-able before (or without) JavaScript. Several categories get tabs.
 */
export default function Faq({ title, categories, groupName, labels }: FaqProps) {
  const [selected, setSelected] = useState<string>(ALL)
  const tabsId = useId()
  const tabs = categories.length > 1 ? [{ id: ALL, name: labels.all }, ...categories] : []
  const visible = selected === ALL ? categories : categories.filter((category) => category.id === selected)

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]!
    setSelected(next.id)
    document.getElementById(`${tabsId}-${next.id}`)?.focus()
  }

  return (
    <div className="b-faq">
      {title && <h2 className="b-faq__title">{title}</h2>}
      {tabs.length > 0 && (
        <div className="b-faq__tabs" role="tablist" aria-label={labels.categories}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              id={`${tabsId}-${tab.id}`}
              type="button"
              role="tab"
              className="b-faq__tab"
              aria-selected={selected === tab.id}
              aria-controls={`${tabsId}-panel`}
              tabIndex={selected === tab.id ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {tab.name}
            </button>
          ))}
        </div>
      )}
      <div id={`${tabsId}-panel`} role={tabs.length > 0 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 0 ? `${tabsId}-${selected}` : undefined}>
        {visible.map((category) => (
          <section key={category.id} className="b-faq__category">
            {categories.length > 1 && <h3 className="b-faq__category-name">{category.name}</h3>}
            {category.items.map((item) => (
              <details key={item.id} className="b-faq__item" name={groupName}>
                <summary className="b-faq__question">{item.question}</summary>
                <div className="b-faq__answer">{item.answer}</div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}
