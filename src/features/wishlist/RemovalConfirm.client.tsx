'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

/**
 * Asks before a travel leaves the wishlist with its saved tours, giving their count. A modal
 * dialog: the focus starts on "keep it", Escape keeps it, and the focus returns to the heart.
 */
export function RemovalConfirm({ title, tours, onClose }: { title: string; tours: number; onClose: (confirmed: boolean) => void }) {
  const t = useTranslations('wishlist')
  const dialog = useRef<HTMLDialogElement>(null)
  const confirmed = useRef(false)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])
  const close = (value: boolean) => {
    confirmed.current = value
    dialog.current?.close()
  }
  return (
    <dialog
      ref={dialog}
      className="wishlist-confirm"
      aria-labelledby="wishlist-confirm-title"
      aria-describedby="wishlist-confirm-text"
      onClose={() => onClose(confirmed.current)}
    >
      <h2 id="wishlist-confirm-title" className="wishlist-confirm__title">
        {t('confirmTitle')}
      </h2>
      <p id="wishlist-confirm-text">{t('confirmText', { title, count: tours })}</p>
      <div className="wishlist-confirm__actions">
        <button type="button" className="button" autoFocus onClick={() => close(false)}>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => close(true)}>
          {t('confirm')}
        </button>
      </div>
    </dialog>
  )
}
