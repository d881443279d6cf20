'use client'
import { BRAND_NAME } from '@/lib/brand'

/**
 * The brand mark: a compass pin and the brand name, drawn inline (no request). A client component
 * without props, so that the pages' RSC payload names it instead of repeating its drawing (it is
 * in every header, footer and error page).
 */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 2c-6.1 0-11 4.8-11 10.8C5 20.9 16 30 16 30s11-9.1 11-17.2C27 6.8 22.1 2 16 2z" fill="currentColor" />
        <circle cx="16" cy="12.5" r="4.5" fill="#fff" />
      </svg>
      <span className="logo__name">{BRAND_NAME}</span>
    </span>
  )
}
