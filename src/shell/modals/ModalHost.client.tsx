'use client'
import { useTranslations } from 'next-intl'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/next/app'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { WithOnDemandTexts } from '@/editions/WithOnDemandTexts.client'
import { modalAddressParams } from './modal-address'
import { ModalBody } from './ModalBody.client'
import { requestModalData } from './modal-data-request'
import { useModalStore, type ModalEntry } from './modal-store'
import { modalEntryPushedByPage } from './open-modal'
import { MODAL_REGISTRY, isModalName } from './registry'

export { openModalByAddress } from './open-modal'

/** The dialog frame loads with the first modal opened, like the modals' contents (registry). */
const Modal = lazy(() => import('./Modal.client').then((module) => ({ default: module.Modal })))

/**
 * Keeps the stack's address modal in step with `?modal=&type=&layout=`: a shared address opens it,
 * back and forward open and close it. Closing it (the function returned) goes back when the page
 * pushed the modal's entry, so a closed modal leaves no step behind; a modal opened by a shared
 * address is closed by a new entry without the three parameters.
 */
function useAddressModal(): () => void {
  const [address, setAddress] = useQueryStates(modalAddressParams, { history: 'push' })
  const { modal, type, layout } = address
  useEffect(() => {
    const { stack, open, beginClose } = useModalStore.getState()
    const current = stack.find((entry) => entry.fromAddress && !entry.closing)
    if (current && current.name === modal && current.type === type && current.layout === layout) return
    if (current) beginClose(current.key)
    if (modal && isModalName(modal)) open({ name: modal, type, layout, fromAddress: true })
  }, [modal, type, layout])
  return useCallback(() => (modalEntryPushedByPage() ? window.history.back() : void setAddress(null)), [setAddress])
}

/**
 * Renders the stack, each modal opened over the ones before it. A modal's opening asks at once
 * for its contents' code and for the modals' data of the edition (once per visit), beside the
 * dialog frame's code: none waits for another.
 */
function ModalStack({ currency }: { currency: CurrencyCode }) {
  const closeAddress = useAddressModal()
  const stack = useModalStore((state) => state.stack)
  const edition = useEdition().code
  const t = useTranslations()
  useEffect(() => {
    const opened = stack.flatMap((entry) => (!entry.closing && isModalName(entry.name) ? [MODAL_REGISTRY[entry.name]] : []))
    if (opened.length === 0) return
    for (const definition of opened) void definition.load()
    requestModalData(edition)
  }, [stack, edition])
  const requestClose = useCallback(
    (entry: ModalEntry) => (entry.fromAddress ? closeAddress() : useModalStore.getState().beginClose(entry.key)),
    [closeAddress],
  )
  return (
    <div className="modal-host">
      {stack.map((entry) => {
        if (!isModalName(entry.name)) return null
        const definition = MODAL_REGISTRY[entry.name]
        return (
          <Suspense key={entry.key} fallback={null}>
            <Modal
              title={t(definition.title)}
              size={definition.size}
              hidden={entry.hidden}
              closing={entry.closing}
              onRequestClose={() => requestClose(entry)}
              onClosed={() => useModalStore.getState().close(entry.key)}
            >
              <ModalBody
                edition={edition}
                entry={entry}
                currency={currency}
                close={() => requestClose(entry)}
                Component={definition.Component}
              />
            </Modal>
          </Suspense>
        )
      })}
    </div>
  )
}

/**
 * The modal layer of every page. The address is read in the browser only (this layer mounts once
 * the browser is idle), so the cached HTML never depends on it; nuqs and the modals' texts come
 * with this layer, not with the page. Suspends while the texts load.
 */
export function ModalHost({ currency }: { currency: CurrencyCode }) {
  return (
    <WithOnDemandTexts>
      <NuqsAdapter>
        <ModalStack currency={currency} />
      </NuqsAdapter>
    </WithOnDemandTexts>
  )
}
