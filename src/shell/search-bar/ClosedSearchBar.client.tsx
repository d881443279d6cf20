'use client'
import { useTranslations } from 'next-intl'
import { useId, type FormEvent } from 'react'

/**
 * The search bar before its panel's code is there: where, when and search, drawn from the server.
 * Without JavaScript it still searches the typed words on the search page (`action`).
 */
export function ClosedSearchBar({ action, onSubmit }: { action: string; onSubmit(event: FormEvent): void }) {
  const t = useTranslations('search')
  const id = useId()
  return (
    <form role="search" className="search-bar search-bar--closed" aria-label={t('title')} action={action} onSubmit={onSubmit}>
      <div className="search-bar__where" data-field="where">
        <label htmlFor={`${id}-where`} className="search-bar__label">
          {t('where')}
        </label>
        <input
          id={`${id}-where`}
          name="textSearch"
          className="search-bar__input"
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-controls={`${id}-list`}
          autoComplete="off"
          placeholder={t('wherePlaceholder')}
          maxLength={100}
        />
        {/* Its list of destinations comes with the panel. */}
        <ul id={`${id}-list`} role="listbox" aria-label={t('where')} hidden />
      </div>
      <div className="search-bar__when" data-field="when">
        <span id={`${id}-when`} className="search-bar__label">
          {t('when')}
        </span>
        <button
          type="button"
          id={`${id}-when-value`}
          className="search-bar__input search-bar__when-button"
          aria-labelledby={`${id}-when ${id}-when-value`}
        >
          {t('anyDate')}
        </button>
      </div>
      <div className="search-bar__actions">
        <button type="submit" className="search-bar__submit">
          {t('search')}
        </button>
      </div>
    </form>
  )
}
