'use client'
import { useTranslations } from 'next-intl'
import { historyLabel } from './search-history'
import { useSearchHistory } from './search-history-store'

/** How many the row shows at once on large screens; the others scroll into view. */
export const RECENT_PER_VIEW = 4

/** The visitor's recent searches as a scrolling row of links; nothing at all without any. */
export function RecentSearches() {
  const t = useTranslations('search')
  const { history } = useSearchHistory()
  if (history.length === 0) return null
  return (
    <section className="recent-searches" aria-label={t('recent')}>
      <h3 className="recent-searches__title">{t('recent')}</h3>
      <ul className="recent-searches__row" style={{ '--per-view': RECENT_PER_VIEW } as React.CSSProperties}>
        {history.map((entry) => {
          const { place, dates } = historyLabel(entry, { anywhere: t('anyDestination'), anyDate: t('anyDate') })
          return (
            <li key={entry.values.url} className="recent-searches__item">
              <a href={entry.values.url}>
                <strong>{place}</strong>
                <span>{dates}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
