import type { ApiTour } from '@/features/catalog/search/present'
import type { TourStatus } from '@/features/catalog/statuses'

export type StatusTour = Pick<ApiTour, 'status' | 'seatsLabel' | 'freeSeats' | 'seatsToConfirm'>

/** The catalog's texts a status line reads (next-intl's translator of the `catalog` namespace). */
type CatalogWords = (key: `status.${TourStatus}` | 'notConfirmedTour' | 'confirmedTour', values?: { count: number }) => string

/** The words of a departure's status line: its status and, when it has one, its seats message. */
export function statusWords(tour: StatusTour, t: CatalogWords): { label: string; seats: string | null } {
  return {
    label: t(`status.${tour.status}`),
    seats:
      tour.seatsLabel === 'notConfirmedTour'
        ? t('notConfirmedTour', { count: tour.seatsToConfirm })
        : tour.seatsLabel === 'confirmedTour'
          ? t('confirmedTour', { count: tour.freeSeats })
          : null,
  }
}

/** A status line from its words (an island draws it from its props, without the catalog's texts). */
export function StatusLine({ status, label, seats }: { status: TourStatus; label: string; seats?: string | null }) {
  return (
    <p className="card__status" data-status={status}>
      <span className="card__status-label">{label}</span>
      {seats && <span className="card__seats">{seats}</span>}
    </p>
  )
}
