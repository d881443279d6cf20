'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { MODAL_TRANSITION_MS, type ModalSize } from './modal-store'

type Props = {
  title: string
  size: ModalSize
  hidden: boolean
  /** Set by the host when the modal was asked to close: it animates out, then `onClosed` removes it. */
  closing: boolean
  onRequestClose(): void
  onClosed(): void
  children: ReactNode
}

/**
 * One modal of the stack, on the platform's `<dialog>`: `showModal()` puts it on top of the page
 * and of the modals opened before it, over a dark backdrop, and makes everything else inert, so
 * focus stays inside; closing gives focus back to where it was. Escape (the top modal only) and a
 * click on the backdrop ask it to close. It fades in right after being set and out in 200 ms.
 * A hidden modal leaves the top layer until it is shown again.
 */
export function Modal({ title, size, hidden, closing, onRequestClose, onClosed, children }: Props) {
  const t = useTranslations('common')
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // Set while the dialog is closed on purpose (hidden, removed): any other close is the visitor's.
  const closingOnPurpose = useRef(false)
  const [entered, setEntered] = useState(false)

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  // A layout effect: the dialog closes (and gives focus back) before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || hidden) return
    closingOnPurpose.current = false
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      closingOnPurpose.current = true
      dialog.close()
    }
  }, [hidden])

  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(onClosed, MODAL_TRANSITION_MS)
    return () => clearTimeout(timer)
  }, [closing, onClosed])

  const state = closing || !entered ? 'closed' : 'open'
  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      data-state={state}
      aria-labelledby={titleId}
      // Escape: the host decides (it may edit the address) and animates the modal out.
      onCancel={(event) => {
        event.preventDefault()
        if (!closing) onRequestClose()
      }}
      // The browser may close it without asking (a second Escape without a click in between).
      onClose={() => !closingOnPurpose.current && !closing && onRequestClose()}
      // The dialog's own box is the backdrop's only target: its content fills it.
      onPointerDown={(event) => event.target === event.currentTarget && !closing && onRequestClose()}
    >
      <div className="modal__frame">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onRequestClose} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  )
}
