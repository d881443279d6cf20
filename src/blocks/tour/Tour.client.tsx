'use client'
import { useEffect } from 'react'
import { pushEvent } from '@/lib/analytics/data-layer'
import { useBlockRoot } from '../island-root'

export type TourIslandProps = {
  item: { item_id: string; item_name: string; price: number; item_variant: string }
  currency: string
}

/** Reports the departure seen (`view_item`) and, on "Book", `add_to_cart` before the checkout opens. */
export default function TourIsland({ item, currency }: TourIslandProps) {
  const root = useBlockRoot()

  useEffect(() => {
    pushEvent({ event: 'view_item', ecommerce: { currency, value: item.price, items: [item] } })
  }, [item, currency])

  useEffect(() => {
    const link = root.current?.querySelector<HTMLAnchorElement>('[data-checkout]')
    if (!link) return
    const onClick = () => pushEvent({ event: 'add_to_cart', ecommerce: { currency, value: item.price, items: [item] } })
    link.addEventListener('click', onClick)
    return () => link.removeEventListener('click', onClick)
  }, [root, item, currency])

  return null
}
