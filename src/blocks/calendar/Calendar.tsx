import { EDITIONS, type EditionCode } from '@/editions/editions'
import { formatMonth, formatPrice } from '@/editions/formats'
import { translator } from '@/editions/translator'
import { TOUR_STATUSES, type TourStatus } from '@/features/catalog/statuses'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { DEPARTURE_CALENDAR_ANCHOR } from './anchor'
import { monthViews, sharedTourPrefix } from './calendar-view'
import type { CalendarData } from './load-calendar'

/** Weekday initials in the edition's language, from its first day of the week. */
function weekdays(edition: EditionCode, weekStartsOn: 0 | 1): string[] {
  const format = new Intl.DateTimeFormat(EDITIONS[edition].locale, { weekday: 'short', timeZone: 'UTC' })
  // 2027-03-07 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2027, 2, 7 + index + weekStartsOn))))
}

/**
 * A travel's departures (or those of some places) as months of days: the best
 * status of each day, prices in the visitor's currency, a link to each departure. Months slide
 * side by side on large screens and scroll down on small ones under a sticky weekday row. The
 * island draws the months from a compact description (one entry per departure, not per day) and
 * adds the slider's buttons.
 */
export default function Calendar({ block, frame, context, data }: BlockProps<'calendar', CalendarData>) {
  const { edition, currency } = context
  const t = translator(edition.code, 'calendar')
  const catalogText = translator(edition.code, 'catalog')
  const hrefPrefix = sharedTourPrefix(data.tourUrls)
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-calendar" id={!block.travel && context.routeData.travel ? DEPARTURE_CALENDAR_ANCHOR : undefined}>
        {block.title && <h2 className="b-calendar__title">{block.title}</h2>}
        <Island
          frame={frame}
          type="calendar"
          props={{
            listId: `${frame.id}-months`,
            label: t('months'),
            weekdays: weekdays(edition.code, data.weekStartsOn),
            statuses: Object.fromEntries(TOUR_STATUSES.map((status) => [status, catalogText(`status.${status}`)])) as Record<
              TourStatus,
              string
            >,
            months: monthViews(data.months, data.selectedTourId, {
              title: (month) => formatMonth(month, edition.code),
              counter: (count) => (count > 0 ? catalogText('departures', { count }) : catalogText('noDeparturesThisMonth')),
              price: (minorUnits) => formatPrice(minorUnits, currency),
              href: (tourId) => data.tourUrls[tourId],
              hrefPrefix,
            }),
            hrefPrefix,
            buttons: { previous: t('previousMonth'), next: t('nextMonth') },
            focusDate: context.routeData.tour?.startingDate ?? null,
            savedLabel: translator(edition.code, 'wishlist')('onWishlist'),
          }}
        />
      </div>
    </BlockRoot>
  )
}
