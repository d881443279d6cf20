'use client'
import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { useModalStore, type ModalEntry } from './modal-store'
import { modalFromSearch } from './modal-url'
import { closeModalAddress, forgetModalHistory } from './open-modal'
import { MODAL_REGISTRY, isModalName, type ModalData } from './registry'

/** The dialog frame loads with the first modal opened, like the modals' contents (registry). */
const Modal = lazy(() => import('./Modal.client').then((module) => ({ default: module.Modal })))

/** Keeps the stack's address modal in step with `?modal=&type=&layout=`. */
function useAddressModal() {
  const search = useSearchParams()
  useEffect(() => {
    const address = modalFromSearch(new URLSearchParams(search?.toString()))
    const { stack, open, beginClose } = useModalStore.getState()
    const current = stack.find((entry) => entry.fromAddress && !entry.closing)
    const same =
      current &&
      address &&
      current.name === address.modal &&
      current.type === (address.type ?? null) &&
      current.layout === (address.layout ?? null)
    if (same) return
    if (current) beginClose(current.key)
    if (!address) forgetModalHistory()
    if (address && isModalName(address.modal))
      open({ name: address.modal, type: address.type ?? null, layout: address.layout ?? null, fromAddress: true })
  }, [search])
}

/** The modal layer of every page: renders the stack, each opened over the ones before it. */
export function ModalHost({ data }: { data: ModalData }) {
  useAddressModal()
  const stack = useModalStore((state) => state.stack)
  const t = useTranslations()
  const requestClose = useCallback((entry: ModalEntry) => {
    if (entry.fromAddress) closeModalAddress()
    else useModalStore.getState().beginClose(entry.key)
  }, [])
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
              <definition.Component data={data} entry={entry} />
            </Modal>
          </Suspense>
        )
      })}
    </div>
  )
}
