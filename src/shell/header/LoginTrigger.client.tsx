'use client'
import type { Ref } from 'react'

/** The sign-in address for the page being read, to come back to it signed in (an open sign-in dialog left out). */
function loginAddress(): string {
  const search = new URLSearchParams(window.location.search)
  search.delete('sign-in')
  const query = search.toString()
  return `/login?returnTo=${encodeURIComponent(`${window.location.pathname}${query ? `?${query}` : ''}`)}`
}

/**
 * The header's login entry: the identity provider's sign-in (`/login`), back to this page after.
 * Clicked before the page is interactive, `/login` returns to the page that linked to it.
 */
export function LoginTrigger({ label, ref }: { label: string; ref?: Ref<HTMLAnchorElement> }) {
  return (
    // A route handler, not a page: the browser leaves for the identity provider.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      ref={ref}
      className="user-area__login"
      href="/login"
      // The label is hidden on phones: the link keeps its name.
      aria-label={label}
      onClick={(event) => {
        event.currentTarget.href = loginAddress()
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" fill="currentColor" />
      </svg>
      <span className="user-area__label">{label}</span>
    </a>
  )
}
