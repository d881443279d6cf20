import { describe, expect, it } from 'vitest'
import { translator } from '@/editions/translator'
import { statusWords } from '@/features/trip-cards/StatusLine'

describe("a departure's status line", () => {
  const catalog = translator('it', 'catalog')
  const tour = { status: 'PLANNED' as const, freeSeats: 11, seatsToConfirm: 8 }

  it('names the status and, by its seats label, the travellers missing or the seats left', () => {
    expect(statusWords({ ...tour, seatsLabel: 'notConfirmedTour' }, catalog)).toEqual({
      label: 'In programma',
      seats: 'Mancano 8 viaggiatori alla conferma',
    })
    expect(statusWords({ ...tour, status: 'CONFIRMED', seatsLabel: 'confirmedTour' }, catalog)).toEqual({
      label: 'Confermato',
      seats: '11 posti disponibili',
    })
    expect(statusWords({ ...tour, status: 'WAITING_LIST', seatsLabel: null }, catalog)).toEqual({ label: 'Su richiesta', seats: null })
  })
})
