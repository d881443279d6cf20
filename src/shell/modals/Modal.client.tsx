'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Dialog } from '@/lib/react/Dialog.client'
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
 * One modal of the stack (a `Dialog`: on top of the page and of the modals opened before it, over
 * a dark backdrop). Escape (the top modal only) and a press on the backdrop ask it to close; the
 * host may edit the address first. It fades in right after being set and out in 200 ms. A hidden
 * modal leaves the top layer until it is shown again.
 */
export function Modal({ title, size, hidden, closing, onRequestClose, onClosed, children }: Props) {
  const t = useTranslations('common')
  const titleId = useId()
  const [entered, setEntered] = useState(false)

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(onClosed, MODAL_TRANSITION_MS)
    return () => clearTimeout(timer)
  }, [closing, onClosed])

  const state = closing || !entered ? 'closed' : 'open'
  return (
    <Dialog
      open={!hidden}
      onDismiss={() => !closing && onRequestClose()}
      className={`modal modal--${size}`}
      data-state={state}
      aria-labelledby={titleId}
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
    </Dialog>
  )
}
