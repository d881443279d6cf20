'use client'
import { useTranslations } from 'next-intl'
import { Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react'
import type { EditionCode } from '@/editions/editions'
import { useModalData } from './modal-data-request'
import type { ModalContentProps } from './registry'

type Props = Omit<ModalContentProps, 'data'> & { edition: EditionCode; Component: ComponentType<ModalContentProps> }

/**
 * Moves the focus to what its contents mark `data-autofocus` when they replace, in an open dialog,
 * what held the focus (a loading state or an error gone): the focus lands where it would have, had
 * they been there when the dialog opened. Contents there at opening are left to the dialog.
 */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const dialog = box.current?.closest('dialog')
    const focused = document.activeElement
    if (!dialog?.open || (focused && focused !== dialog && dialog.contains(focused))) return
    box.current?.querySelector<HTMLElement>('[autofocus], [data-autofocus]')?.focus()
  }, [])
  return (
    <div ref={box} className="modal__contents">
      {children}
    </div>
  )
}

function Loading() {
  const t = useTranslations('common')
  return (
    <FocusOnArrival>
      <p className="modal__status" role="status" tabIndex={-1} data-autofocus>
        <span className="modal__spinner" aria-hidden="true" />
        {t('loading')}
      </p>
    </FocusOnArrival>
  )
}

/**
 * A modal's body: its contents once their code and the modals' data are here (both asked for when
 * it opened, ModalHost), a small loading state until then, and an error with a retry when the
 * data could not be loaded.
 */
export function ModalBody({ edition, Component, ...props }: Props) {
  const t = useTranslations('common')
  const state = useModalData(edition)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed')
    return (
      <FocusOnArrival>
        <div className="modal__status modal__status--failed" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={state.retry} data-autofocus>
            {t('retry')}
          </button>
        </div>
      </FocusOnArrival>
    )
  return (
    <Suspense fallback={<Loading />}>
      <FocusOnArrival>
        <Component data={state.data} {...props} />
      </FocusOnArrival>
    </Suspense>
  )
}
