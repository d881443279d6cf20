import { create } from 'zustand'
import { ANY_TIME, type WhenSelection } from './when-selection'
import { NO_WHERE, type WhereSelection } from './where-selection'

export type WhenTab = 'periods' | 'dates'

type SearchBarState = {
  /** The header's bar (dropdown or full-screen panel) is open. */
  open: boolean
  where: WhereSelection
  when: WhenSelection
  whenTab: WhenTab
  setOpen(open: boolean): void
  setWhere(where: WhereSelection): void
  setWhen(when: WhenSelection): void
  setWhenTab(tab: WhenTab): void
  clear(): void
}

/** What the search bar holds: one selection, whichever bar (header or cover) shows it. */
export const useSearchBar = create<SearchBarState>((set) => ({
  open: false,
  where: NO_WHERE,
  when: ANY_TIME,
  whenTab: 'periods',
  setOpen: (open) => set({ open }),
  setWhere: (where) => set({ where }),
  setWhen: (when) => set({ when }),
  setWhenTab: (whenTab) => set({ whenTab }),
  clear: () => set({ where: NO_WHERE, when: ANY_TIME }),
}))
