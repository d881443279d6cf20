'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useToastStore } from '@/shell/toasts/toast-store'
import { useSession } from '@/customer/accounts/session-store'
import { changeWishlist, fetchWishlist } from './wishlist-api'
import type { Wishlist, WishlistTarget } from './wishlist-shape'

export const WISHLIST_QUERY_KEY = ['wishlist'] as const

/**
 * The signed-in customer's wishlist, loaded in the browser once per visit and shared by every
 * heart (the pages' HTML is the same for everyone); undefined for a visitor or while it loads.
 */
export function useWishlist() {
  const signedIn = useSession((state) => state.status === 'signed-in')
  const customerId = useSession((state) => state.customer?.id ?? null)
  const query = useQuery({ queryKey: [...WISHLIST_QUERY_KEY, customerId], queryFn: fetchWishlist, enabled: signedIn })
  return signedIn ? query.data : undefined
}

/** Saves or removes an item; every heart and the wishlist page show the answer at once. */
export function useWishlistChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ change, target }: { change: 'add' | 'remove'; target: WishlistTarget }) => changeWishlist(change, target),
    onSuccess: (wishlist: Wishlist) => {
      const customerId = useSession.getState().customer?.id ?? null
      client.setQueryData([...WISHLIST_QUERY_KEY, customerId], wishlist)
    },
  })
}

/** `useWishlistChange` telling the outcome in a toast: saved, removed, or that it failed. */
export function useToastedWishlistChange() {
  const t = useTranslations('wishlist')
  const change = useWishlistChange()
  const apply = (kind: 'add' | 'remove', target: WishlistTarget) =>
    change.mutate(
      { change: kind, target },
      {
        onSuccess: () => useToastStore.getState().show(t(kind === 'add' ? 'saved' : 'removed')),
        onError: () => useToastStore.getState().show(t('failed'), 'error'),
      },
    )
  return { apply, isPending: change.isPending }
}
