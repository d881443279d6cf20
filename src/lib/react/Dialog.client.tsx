'use client'
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type Ref } from 'react'

type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel'> & {
  /** Shown as a modal while true: on top of the page, whose rest is inert, so focus stays inside. */
  open: boolean
  /**
   * The visitor asked to close it: Escape, a press on the backdrop, or the browser closing it on
   * its own. The owner sets `open` to false (after an animation if it has one).
   */
  onDismiss(): void
  /** Where the focus starts once shown: the first match inside (else the browser's choice). */
  initialFocus?: string
  /** Where the focus goes once closed when what had it before opening is gone or hidden. */
  fallbackFocus?: () => HTMLElement | null
  dialogRef?: Ref<HTMLDialogElement>
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * Every modal dialog of the site, on the platform's `<dialog>` with `showModal()`. One set of
 * rules for all: Escape and a click on the backdrop ask the owner to close it; while shown, the
 * page behind is inert; once closed, the focus goes back to what had it before it opened (or to
 * `fallbackFocus` when that is gone or hidden). A click lands on the dialog element itself only
 * on its backdrop or its bare box: its content fills the box (no padding on the dialog), so a
 * click on the backdrop is a click on the element.
 */
export function Dialog({
  open,
  onDismiss,
  initialFocus = '[autofocus], [data-autofocus]',
  fallbackFocus,
  dialogRef,
  ...rest
}: DialogProps) {
  const element = useRef<HTMLDialogElement | null>(null)
  // Set while the dialog is closed on purpose: any other close is the browser's, on the visitor's behalf.
  const closingOnPurpose = useRef(false)
  const dismiss = useRef(onDismiss)
  const fallback = useRef(fallbackFocus)
  useLayoutEffect(() => {
    dismiss.current = onDismiss
    fallback.current = fallbackFocus
  })

  // A layout effect: the dialog closes (and gives the focus back) before React removes it.
  useLayoutEffect(() => {
    const dialog = element.current
    if (!dialog || !open) return
    const focused = document.activeElement
    const opener = focused instanceof HTMLElement && focused !== document.body ? focused : null
    closingOnPurpose.current = false
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    return () => {
      closingOnPurpose.current = true
      dialog.close()
      const back = opener?.isConnected && opener.checkVisibility() ? opener : fallback.current?.()
      back?.focus()
    }
  }, [open, initialFocus])

  return (
    <dialog
      {...rest}
      ref={(node) => {
        element.current = node
        assignRef(dialogRef, node)
      }}
      onCancel={(event) => {
        event.preventDefault()
        dismiss.current()
      }}
      onClose={() => {
        if (!closingOnPurpose.current) dismiss.current()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss.current()
        rest.onClick?.(event)
      }}
    />
  )
}
