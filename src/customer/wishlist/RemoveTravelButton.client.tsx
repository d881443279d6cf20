'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { RemovalConfirm } from './RemovalConfirm.client'
import { useToastedWishlistChange, useWishlist } from './use-wishlist'
import { toursRemovedWithTravel } from './wishlist-shape'

/** Takes a travel off the wishlist with its saved tours: after a confirmation giving their count when it has any. */
export function RemoveTravelButton({ travelId, title }: { travelId: number; title: string }) {
  const t = useTranslations('wishlist')
  const wishlist = useWishlist()
  const change = useToastedWishlistChange()
  const [confirming, setConfirming] = useState<number | null>(null)
  const remove = () => change.apply('remove', { travelId })
  return (
    <>
      <button
        type="button"
        className="wishlist-remove"
        disabled={!wishlist || change.isPending}
        onClick={() => {
          const tours = wishlist ? toursRemovedWithTravel(wishlist, travelId) : 0
          if (tours > 0) setConfirming(tours)
          else remove()
        }}
      >
        {t('removeTravel', { title })}
      </button>
      {confirming !== null && (
        <RemovalConfirm
          title={title}
          tours={confirming}
          onClose={(confirmed) => {
            setConfirming(null)
            if (confirmed) remove()
          }}
        />
      )}
    </>
  )
}
