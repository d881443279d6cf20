import { create } from 'zustand'

export const MODAL_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', 'auto'] as const
export type ModalSize = (typeof MODAL_SIZES)[number]

/** Modal animation: it enters right after it is set and leaves in 200 ms. */
export const MODAL_TRANSITION_MS = 200

export type ModalEntry = {
  key: string
  name: string
  type: string | null
  layout: string | null
  hidden: boolean
  /** Animating out; removed when the animation ends. */
  closing: boolean
  /** Opened by the address (`?modal=`): closing it edits the address. */
  fromAddress: boolean
}

type ModalState = {
  stack: ModalEntry[]
  open(entry: Omit<ModalEntry, 'key' | 'hidden' | 'closing'>): string
  beginClose(key: string): void
  close(key: string): void
  setHidden(key: string, hidden: boolean): void
}

let counter = 0

/** The modal stack: several at once, the last on top, each can be hidden. */
export const useModalStore = create<ModalState>((set) => ({
  stack: [],
  open(entry) {
    const key = `modal-${++counter}`
    set((state) => ({ stack: [...state.stack, { ...entry, key, hidden: false, closing: false }] }))
    return key
  },
  beginClose: (key) => set((state) => ({ stack: state.stack.map((entry) => (entry.key === key ? { ...entry, closing: true } : entry)) })),
  close: (key) => set((state) => ({ stack: state.stack.filter((entry) => entry.key !== key) })),
  setHidden: (key, hidden) => set((state) => ({ stack: state.stack.map((entry) => (entry.key === key ? { ...entry, hidden } : entry)) })),
}))
