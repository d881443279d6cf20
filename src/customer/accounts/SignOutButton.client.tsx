'use client'
import { leaveSite } from './leave-site'

/** The header's sign-out entry: a button, since signing out is a POST (`leave-site.ts`). */
export function SignOutButton({ label }: { label: string }) {
  return (
    <button type="button" className="user-area__sign-out" onClick={() => void leaveSite()}>
      {label}
    </button>
  )
}
