'use client'
import { useId, useState, type ReactNode } from 'react'
import { useKeyboardPanelHeight } from './search-viewport'

export type Fold = { name: string; label: string; summary: string; content: ReactNode }

/**
 * The full-screen bar's sections as folding panels (WAI-ARIA accordion): one open at a time, the
 * first to begin with; each header says what the section holds ("Where · Peru"). With the phone's
 * keyboard open, the open panel is as tall as the visible space allows.
 */
export function SearchFolds({ folds }: { folds: readonly Fold[] }) {
  const [open, setOpen] = useState<string | null>(folds[0]?.name ?? null)
  const keyboardHeight = useKeyboardPanelHeight()
  return (
    <div className="search-bar__folds">
      {folds.map((fold) => (
        <FoldPanel
          key={fold.name}
          fold={fold}
          open={open === fold.name}
          height={keyboardHeight}
          onToggle={() => setOpen(open === fold.name ? null : fold.name)}
        />
      ))}
    </div>
  )
}

function FoldPanel({ fold, open, height, onToggle }: { fold: Fold; open: boolean; height: number | null; onToggle(): void }) {
  const id = useId()
  return (
    <section className="search-bar__fold" data-fold={fold.name}>
      <h3 className="search-bar__fold-title">
        <button
          id={`${id}-toggle`}
          type="button"
          className="search-bar__fold-toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          {fold.label}
          <span className="search-bar__fold-summary"> · {fold.summary}</span>
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-toggle`}
        className="search-bar__fold-panel"
        hidden={!open}
        style={height === null ? undefined : { height, overflowY: 'auto' }}
      >
        {fold.content}
      </div>
    </section>
  )
}
