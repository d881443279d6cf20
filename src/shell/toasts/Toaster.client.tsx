'use client'
import { useEffect } from 'react'
import { TOAST_DURATION_MS, useToastStore } from './toast-store'

/** Bottom-centre toast, 3000 ms, error or success colours. */
export function Toaster() {
  const toast = useToastStore((state) => state.toast)
  const dismiss = useToastStore((state) => state.dismiss)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast, dismiss])
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <p key={toast.id} className={`toast toast--${toast.variant}`} data-variant={toast.variant}>
          {toast.message}
        </p>
      )}
    </div>
  )
}
