'use client'
import { useEffect } from 'react'
import { pushEvent } from '@/lib/analytics/data-layer'
import { useBlockRoot } from '../island-root'

export type ListingIslandProps = {
  listName: string
  currency: string
  items: Array<{ id: number; name: string; price: number | null }>
  /** The filter form to submit on every change, when the listing has one. */
  formId: string | null
}

const ga4Item = (item: ListingIslandProps['items'][number], index: number, listName: string) => ({ item_id: String(item.id), item_name: item.name, price: item.price ?? undefined, index, item_list_name: listName })

/**
 * What the listing does once interactive: reports the shown items (`view_item_list`) and clicks
 * on them (`select_item`), and applies filters as soon as they change (the button is for
 * browsers without JavaScript).
 */
export default function ListingIsland({ listName, currency, items, formId }: ListingIslandProps) {
  const root = useBlockRoot()

  useEffect(() => {
    if (items.length) pushEvent({ event: 'view_item_list', ecommerce: { item_list_name: listName, currency, items: items.map((item, index) => ga4Item(item, index, listName)) } })
  }, [items, listName, currency])

  useEffect(() => {
    const element = root.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('[data-select-item]')
      const item = link && items[Number(link.dataset.selectItem)]
      if (item) pushEvent({ event: 'select_item', ecommerce: { item_list_name: listName, currency, items: [ga4Item(item, Number(link.dataset.selectItem), listName)] } })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [root, items, listName, currency])

  useEffect(() => {
    const form = formId ? (document.getElementById(formId) as HTMLFormElement | null) : null
    if (!form) return
    const apply = form.querySelector<HTMLElement>('[data-listing-apply]')
    if (apply) apply.hidden = true
    const onChange = () => form.requestSubmit()
    form.addEventListener('change', onChange)
    return () => {
      form.removeEventListener('change', onChange)
      if (apply) apply.hidden = false
    }
  }, [formId])

  return null
}
