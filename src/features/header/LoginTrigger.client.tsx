'use client'

export const OPEN_SIGN_IN_EVENT = 'open-sign-in'

/**
 * The header's login entry. A click emits `open-sign-in`; when no sign-in dialog takes it (before
 * the first idle moment), it goes to the account site's login page.
 */
export function LoginTrigger({ href, label }: { href: string; label: string }) {
  return (
    <a
      className="user-area__login"
      href={href}
      // The label is hidden on phones: the link keeps its name.
      aria-label={label}
      onClick={(event) => {
        const open = new CustomEvent(OPEN_SIGN_IN_EVENT, { cancelable: true })
        if (!window.dispatchEvent(open)) event.preventDefault()
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" fill="currentColor" />
      </svg>
      <span className="user-area__label">{label}</span>
    </a>
  )
}
