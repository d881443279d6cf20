import { useEffect, type RefObject } from 'react'
import { pushEvent } from '@/lib/analytics/data-layer'
import type { ListingResultsData } from './ListingResults'

type Item = { id: number; name: string; price: number | null }

function itemsOf(data: ListingResultsData): Item[] {
  return data.tab === 'travels'
    ? data.results.data.map((travel) => ({
        id: travel.id,
        name: travel.title,
        price: travel.bestTour ? travel.bestTour.price / 100 : null,
      }))
    : data.results.data.map((tour) => ({ id: tour.id, name: tour.travel.title, price: tour.price / 100 }))
}

const ga4Item = (item: Item, index: number, listName: string) => ({
  item_id: String(item.id),
  item_name: item.name,
  price: item.price ?? undefined,
  index,
  item_list_name: listName,
})

/** The list's analytics: `view_item_list` for each set of results shown (once settled), `select_item` on a card's click. */
export function useListingAnalytics(
  root: RefObject<HTMLElement | null>,
  shown: ListingResultsData,
  listName: string,
  currency: string,
  settled: boolean,
) {
  useEffect(() => {
    const items = itemsOf(shown)
    if (settled && items.length)
      pushEvent({
        event: 'view_item_list',
        ecommerce: { item_list_name: listName, currency, items: items.map((item, index) => ga4Item(item, index, listName)) },
      })
  }, [shown, settled, listName, currency])

  useEffect(() => {
    const element = root.current
    if (!element) return
    const items = itemsOf(shown)
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('[data-select-item]')
      const item = link && items[Number(link.dataset.selectItem)]
      if (item)
        pushEvent({
          event: 'select_item',
          ecommerce: { item_list_name: listName, currency, items: [ga4Item(item, Number(link.dataset.selectItem), listName)] },
        })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [root, shown, listName, currency])
}
