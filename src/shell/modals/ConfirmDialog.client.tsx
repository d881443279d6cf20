'use client'
import { useId } from 'react'
import { Dialog } from '@/lib/react/Dialog.client'
import './confirm-dialog.css'

type ConfirmDialogProps = {
  title: string
  text: string
  /** The safe choice: it has the focus first, and Escape and the backdrop take it. */
  cancel: string
  confirm: string
  onClose: (confirmed: boolean) => void
}

/**
 * Asks before something is undone (a travel leaving the wishlist, an alert stopped). Shown while
 * mounted: the owner removes it when `onClose` tells the choice.
 */
export function ConfirmDialog({ title, text, cancel, confirm, onClose }: ConfirmDialogProps) {
  const id = useId()
  return (
    <Dialog
      open
      onDismiss={() => onClose(false)}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className="confirm-dialog__inner">
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button" data-autofocus onClick={() => onClose(false)}>
            {cancel}
          </button>
          <button type="button" className="button button--primary" onClick={() => onClose(true)}>
            {confirm}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
