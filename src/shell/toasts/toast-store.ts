import { create } from 'zustand'

export const TOAST_DURATION_MS = 3000
export type ToastVariant = 'error' | 'success'
export type Toast = { id: number; message: string; variant: ToastVariant }

type ToastState = { toast: Toast | null; show(message: string, variant?: ToastVariant): void; dismiss(id: number): void }

let counter = 0

/** One toast at a time: a new one replaces the shown one. */
export const useToastStore = create<ToastState>((set) => ({
  toast: null,
  show: (message, variant = 'success') => set({ toast: { id: ++counter, message, variant } }),
  dismiss: (id) => set((state) => (state.toast?.id === id ? { toast: null } : state)),
}))
