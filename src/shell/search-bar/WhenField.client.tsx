'use client'
import { useTranslations } from 'next-intl'
import { useId, type KeyboardEvent } from 'react'
import type { EditionCode } from '@/editions/editions'
import type { SearchPeriod } from '@/features/catalog/periods'
import { pushEvent } from '@/lib/analytics/data-layer'
import { DateRangeCalendar } from './DateRangeCalendar.client'
import { useDepartureDays, useSearchOptions } from './search-data'
import { useSearchBar, type WhenTab } from './search-store'
import { ANY_TIME, canChooseMore, hasWhen, isChosen, pickRange, togglePeriod } from './when-selection'

const TABS: readonly WhenTab[] = ['periods', 'dates']

/** The periods tab's groups, in this order: seasons and other named periods first, then months. */
const PERIOD_GROUPS = [
  { name: 'seasons', title: 'seasonsGroup', holds: (period: SearchPeriod) => period.type !== 'month' },
  { name: 'months', title: 'monthsGroup', holds: (period: SearchPeriod) => period.type === 'month' },
] as const

/** The section each tab reports as its source when chosen. */
const TAB_SECTIONS: Record<WhenTab, string> = { periods: 'months', dates: 'dates' }

/** `tab_select` with the tab's section; a tab this bar does not know is a bug, not an event. */
export function reportTabSelect(tab: string) {
  if (!(tab in TAB_SECTIONS)) {
    console.error(`search bar: unknown tab "${tab}"`)
    return
  }
  pushEvent({ event: 'tab_select', tab, sectionFrom: TAB_SECTIONS[tab as WhenTab] })
}

/**
 * When: periods to choose, as many as wanted (a toggle each: whenever first, then the seasons, then
 * the months), or a range of dates (WAI-ARIA tabs).
 */
export function WhenField({ edition }: { edition: EditionCode }) {
  const t = useTranslations('search')
  const id = useId()
  const { whenTab, setWhenTab } = useSearchBar()
  const choose = (tab: WhenTab) => {
    if (tab === whenTab) return
    setWhenTab(tab)
    reportTabSelect(tab)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    const next = TABS[(TABS.indexOf(whenTab) + 1) % TABS.length]!
    choose(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }
  return (
    <section className="search-bar__when" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="search-bar__label">
        {t('when')}
      </h3>
      <div role="tablist" aria-label={t('when')} className="search-bar__tabs">
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${id}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={whenTab === tab}
            aria-controls={`${id}-panel`}
            tabIndex={whenTab === tab ? 0 : -1}
            className="search-bar__tab"
            onClick={() => choose(tab)}
            onKeyDown={onKeyDown}
          >
            {tab === 'periods' ? t('monthsTab') : t('datesTab')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${whenTab}`} className="search-bar__panel">
        {whenTab === 'periods' ? <PeriodChoices edition={edition} /> : <DatesCalendar edition={edition} />}
      </div>
    </section>
  )
}

/** The periods tab: whenever, then each group of periods under its heading; a chosen period is a pressed toggle. */
function PeriodChoices({ edition }: { edition: EditionCode }) {
  const t = useTranslations('search')
  const id = useId()
  const { when, setWhen } = useSearchBar()
  const periods = useSearchOptions(edition).data?.periods ?? []
  return (
    <div className="search-bar__periods">
      <button type="button" className="search-bar__chip" aria-pressed={!hasWhen(when)} onClick={() => setWhen(ANY_TIME)}>
        {t('whenever')}
      </button>
      {PERIOD_GROUPS.map((group) => {
        const shown = periods.filter(group.holds)
        if (shown.length === 0) return null
        return (
          <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`} className="search-bar__period-group">
            <h4 id={`${id}-${group.name}`} className="search-bar__period-heading">
              {t(group.title)}
            </h4>
            {shown.map((period) => {
              const chosen = isChosen(when, period)
              return (
                <button
                  key={period.id}
                  type="button"
                  className="search-bar__chip"
                  aria-pressed={chosen}
                  disabled={!chosen && !canChooseMore(when)}
                  onClick={() => setWhen(togglePeriod(when, period))}
                >
                  {period.label}
                </button>
              )
            })}
          </div>
        )
      })}
    </div>
  )
}

/** The dates tab's calendar, its days with departures for the where selection marked. */
function DatesCalendar({ edition }: { edition: EditionCode }) {
  const { where, when, setWhen } = useSearchBar()
  const departures = useDepartureDays(edition, where)
  return (
    <DateRangeCalendar
      edition={edition}
      range={when.range}
      onChange={(range) => setWhen(pickRange(range))}
      departureDays={departures.days}
      busy={departures.busy}
    />
  )
}
