'use client'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { heartAction, isSaved } from './heart-action'
import { RemovalConfirm } from './RemovalConfirm.client'
import { useToastedWishlistChange, useWishlist } from './use-wishlist'
import type { WishlistTarget } from './wishlist-shape'

type HeartProps = {
  target: WishlistTarget
  /** The button's name: what it saves (`Save Iceland on the wishlist`). */
  label: string
  /** The travel's title, for the removal's confirmation. */
  title: string
}

function Heart({ target, label, title }: HeartProps) {
  const status = useSession((state) => state.status)
  const wishlist = useWishlist()
  const change = useToastedWishlistChange()
  const [confirming, setConfirming] = useState<number | null>(null)
  const pressed = isSaved(wishlist, target)
  const apply = (kind: 'add' | 'remove') => change.apply(kind, target)

  // A tap before the session or the wishlist is known is kept, and acted on once they are.
  const tapWaiting = useRef(false)
  const ready = heartAction(status, wishlist, target).kind !== 'wait'
  const onClick = async () => {
    const action = heartAction(status, wishlist, target)
    if (action.kind === 'wait') tapWaiting.current = true
    else if (action.kind === 'sign-in-then-save') {
      if (await requestSignInFor('wishlist')) apply('add')
    } else if (action.kind === 'save') apply('add')
    else if (action.kind === 'remove') apply('remove')
    else if (action.kind === 'confirm-removal') setConfirming(action.tours)
  }
  const actOnWaitingTap = useEffectEvent(() => {
    tapWaiting.current = false
    void onClick()
  })
  useEffect(() => {
    if (ready && tapWaiting.current) actOnWaitingTap()
  }, [ready])

  return (
    <>
      <button
        type="button"
        className="wishlist-heart"
        aria-pressed={pressed}
        aria-label={label}
        aria-busy={change.isPending || undefined}
        onClick={() => void onClick()}
      >
        {/* Drawn by CSS (wishlist.css): one heart per card of a list would repeat its outline in the HTML. */}
        <span className="wishlist-heart__icon" aria-hidden="true" />
      </button>
      {confirming !== null && (
        <RemovalConfirm
          title={title}
          tours={confirming}
          onClose={(confirmed) => {
            setConfirming(null)
            if (confirmed) apply('remove')
          }}
        />
      )}
    </>
  )
}

/**
 * A heart that saves a travel or a tour on the wishlist, pressed when it is there. The page's
 * HTML draws it unpressed for everyone; the signed-in customer's state loads in the browser.
 */
export function WishlistHeart(props: HeartProps) {
  return (
    <SiteQueries>
      <Heart {...props} />
    </SiteQueries>
  )
}
