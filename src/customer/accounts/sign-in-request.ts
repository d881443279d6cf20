import { create } from 'zustand'
import type { Consent } from './sign-in-calls'

/**
 * Another feature asking the sign-in dialog to sign in: an e-mail already known to be a
 * customer's (straight to the code), or (`email` null) whoever the visitor is, from the e-mail
 * step, with the dialog titled for the feature's purpose.
 */
export type SignInPurpose = 'sign-in' | 'wishlist' | 'group-info' | 'booking' | 'event'
export type SignInRequest = {
  email: string | null
  /** The consent a feature's own form already asked for (a new e-mail's account is made with it). */
  consent: Consent | null
  purpose: SignInPurpose
  settle: (signedIn: boolean) => void
}

/** The open request, if any: the dialog takes it when it mounts or while it is mounted. */
export const useSignInRequest = create<{ request: SignInRequest | null }>(() => ({ request: null }))

/**
 * Opens the sign-in dialog straight at the code step for `email` (a code is mailed to it; with
 * `consent`, a new e-mail gets its account with it); resolves true once signed in, false when
 * the dialog is closed first. A newer request ends an older one.
 */
export function requestSignIn(email: string, consent: Consent | null = null): Promise<boolean> {
  return openRequest(email, consent, 'sign-in')
}

/**
 * Opens the sign-in dialog at the e-mail step for `purpose` (the wishlist modal: e-mail; for a
 * new e-mail the reason and the consent; the code); resolves as `requestSignIn` does.
 */
export function requestSignInFor(purpose: SignInPurpose): Promise<boolean> {
  return openRequest(null, null, purpose)
}

function openRequest(email: string | null, consent: Consent | null, purpose: SignInPurpose): Promise<boolean> {
  return new Promise((resolve) => {
    useSignInRequest.getState().request?.settle(false)
    useSignInRequest.setState({ request: { email, consent, purpose, settle: resolve } })
  })
}

/** Ends the open request with its outcome. */
export function settleSignIn(signedIn: boolean) {
  const { request } = useSignInRequest.getState()
  useSignInRequest.setState({ request: null })
  request?.settle(signedIn)
}
