'use client'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { useBlockRoot } from '../island-root'
import { faqIds } from './faq-ids'

export type FaqTabsProps = {
  blockId: string
  categories: Array<{ id: string; name: string }>
  labels: { all: string; categories: string }
}

const ALL = 'all'

/** Category tabs over the server-rendered questions: the selected category shows, the others hide. */
export default function FaqTabs({ blockId, categories, labels }: FaqTabsProps) {
  const [selected, setSelected] = useState(ALL)
  const root = useBlockRoot()
  const ids = faqIds(blockId)
  const tabs = [{ id: ALL, name: labels.all }, ...categories]

  useEffect(() => {
    const { panel, tab } = faqIds(blockId)
    root.current?.querySelectorAll<HTMLElement>('[data-faq-category]').forEach((section) => {
      section.hidden = selected !== ALL && section.dataset.faqCategory !== selected
    })
    document.getElementById(panel)?.setAttribute('aria-labelledby', tab(selected))
  }, [selected, root, blockId])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]!
    setSelected(next.id)
    document.getElementById(ids.tab(next.id))?.focus()
  }

  return (
    <div className="b-faq__tabs" role="tablist" aria-label={labels.categories}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={ids.tab(tab.id)}
          type="button"
          role="tab"
          className="b-faq__tab"
          aria-selected={selected === tab.id}
          aria-controls={ids.panel}
          tabIndex={selected === tab.id ? 0 : -1}
          onClick={() => setSelected(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  )
}
