'use client'
import { useEffect, useId, useRef } from 'react'
import './confirm-dialog.css'

type ConfirmDialogProps = {
  title: string
  text: string
  /** The safe choice: it has the focus first, and Escape takes it. */
  cancel: string
  confirm: string
  onClose: (confirmed: boolean) => void
}

/**
 * Asks before something is undone (a travel leaving the wishlist, an alert stopped). A modal
 * dialog: the focus starts on the safe choice, Escape takes it, and the browser gives the focus
 * back to what opened it.
 */
export function ConfirmDialog({ title, text, cancel, confirm, onClose }: ConfirmDialogProps) {
  const id = useId()
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
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => onClose(confirmed.current)}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => close(false)}>
          {cancel}
        </button>
        <button type="button" className="button button--primary" onClick={() => close(true)}>
          {confirm}
        </button>
      </div>
    </dialog>
  )
}
