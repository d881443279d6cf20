'use client'
import { useCallback, useSyncExternalStore } from 'react'
import type { EditionCode } from '@/editions/editions'
import { getSiteApi } from '@/lib/query/site-api-call'
import type { ModalData } from './modal-data'

/** Where the modals' data of an edition stands in this visit: asked for once, kept once here, asked again after a failure. */
export type ModalDataState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: ModalData }

const states = new Map<EditionCode, ModalDataState>()
const listeners = new Set<() => void>()
const LOADING: ModalDataState = { status: 'loading' }

function settle(edition: EditionCode, state: ModalDataState) {
  states.set(edition, state)
  listeners.forEach((listener) => listener())
}

/**
 * Asks for the modals' data of `edition` (`GET /api/v1/layouts/modals`) unless it is here or on
 * its way: when a modal opens, beside its code, and again by the retry after a failure.
 */
export function requestModalData(edition: EditionCode): void {
  const state = states.get(edition)
  if (state && state.status !== 'failed') return
  settle(edition, LOADING)
  getSiteApi<ModalData>(`/layouts/modals?edition=${edition}`).then(
    (data) => settle(edition, { status: 'ready', data }),
    () => settle(edition, { status: 'failed' }),
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The modals' data of `edition` as it stands (loading until asked for), and the retry after a failure. */
export function useModalData(edition: EditionCode): ModalDataState & { retry(): void } {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(edition) ?? LOADING,
    () => LOADING,
  )
  const retry = useCallback(() => requestModalData(edition), [edition])
  return { ...state, retry }
}
