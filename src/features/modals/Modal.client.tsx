'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { trapFocus } from '@/lib/dom/focus-trap'
import { lockScroll } from '@/lib/dom/scroll-lock'
import { MODAL_TRANSITION_MS, type ModalSize } from './modal-store'

type Props = {
  title: string
  size: ModalSize
  hidden: boolean
  top: boolean
  /** Set by the host when the modal was asked to close: it animates out, then `onClosed` removes it. */
  closing: boolean
  onRequestClose(): void
  onClosed(): void
  children: ReactNode
}

/**
 * One modal of the stack: a dialog over a dark backdrop; clicking the
 * backdrop or pressing Escape closes the top one; it fades in right after being set and out in
 * 200 ms; page scroll stays locked and focus stays inside while it is open, and returns to
 * where it was after.
 */
export function Modal({ title, size, hidden, top, closing, onRequestClose, onClosed, children }: Props) {
  const t = useTranslations('common')
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const [entered, setEntered] = useState(false)

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    const releaseScroll = lockScroll()
    return () => {
      cancelAnimationFrame(frame)
      releaseScroll()
    }
  }, [])

  useEffect(() => {
    if (!top || hidden || closing || !dialogRef.current) return
    const release = trapFocus(dialogRef.current, dialogRef.current.querySelector<HTMLElement>('[data-autofocus]'))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onRequestClose()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      release()
    }
  }, [top, hidden, closing, onRequestClose])

  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(onClosed, MODAL_TRANSITION_MS)
    return () => clearTimeout(timer)
  }, [closing, onClosed])

  const state = closing || !entered ? 'closed' : 'open'
  return (
    <div
      className="modal-layer"
      data-state={state}
      hidden={hidden}
      onPointerDown={(event) => event.target === event.currentTarget && top && onRequestClose()}
    >
      <div ref={dialogRef} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
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
    </div>
  )
}
