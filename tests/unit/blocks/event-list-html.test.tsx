import { NextIntlClientProvider } from 'next-intl'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import EventListIsland, { type EventListIslandProps } from '@/blocks/event-list/EventList.client'
import { clientEdition, defaultEdition } from '@/editions/edition'
import { EditionProvider } from '@/editions/EditionProvider.client'
import { messagesFor } from '@/editions/messages'
import type { EventCardData } from '@/features/events/event-card'

const card = (id: number, city: { slug: string; name: string }): EventCardData => ({
  id,
  title: `Aperitivo ${id}`,
  url: `/it/eventi/${city.slug}/aperitivo-${id}/index`,
  city: { ...city, timeZone: 'Europe/Rome' },
  startsAt: '2026-12-12T18:30:00.000Z',
  venue: 'Sala WeMeet',
  picture: null,
  price: { free: false, amount: 1200, currency: 'EUR' },
  status: 'available',
  spotsLeft: 2,
})

/** The list's server HTML, as the cached page has it. */
async function html(props: Partial<EventListIslandProps>) {
  const milano = { slug: 'milano', name: 'Milano' }
  const all: EventListIslandProps = {
    first: [card(1, milano), card(2, { slug: 'roma', name: 'Roma' })],
    total: 2,
    cities: [milano, { slug: 'roma', name: 'Roma' }],
    city: null,
    currency: 'EUR',
    cardHeading: 'h2',
    ...props,
  }
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="it-IT" timeZone="Europe/Rome" messages={{ events: messagesFor('it').events }}>
      <EditionProvider edition={clientEdition(defaultEdition('it'))}>
        <EventListIsland {...all} />
      </EditionProvider>
    </NextIntlClientProvider>,
  )
  return new Response(prelude).text()
}

describe('the events list in the cached HTML', () => {
  it('holds the cards, their day and time on the city’s clock, price and few places left, and the filters', async () => {
    const page = await html({})
    expect(page).toContain('href="/it/eventi/milano/aperitivo-1/index"')
    expect(page).toMatch(/<h2 class="event-card__title">/)
    expect(page.replaceAll('<!-- -->', '')).toContain('sab 12 dic · 19:30')
    expect(page).toContain('12 € a persona')
    expect(page).toContain('2 posti liberi')
    expect(page).toContain('2 eventi')
    expect(page).toContain('Tutte le città')
    expect(page).not.toContain('Carico gli eventi')
  })

  it('holds its own city’s cards, without a city filter, when the block names a city', async () => {
    const page = await html({ first: [card(1, { slug: 'milano', name: 'Milano' })], total: 1, city: { slug: 'milano', name: 'Milano' } })
    expect(page).toContain('Aperitivo 1')
    expect(page).not.toContain('Carico gli eventi')
    expect(page).not.toContain('Tutte le città')
  })
})
