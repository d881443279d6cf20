import { create } from 'zustand'

/**
 * Another feature asking the sign-in dialog to sign in: an e-mail already known to be a
 * customer's (straight to the code), or (`email` null) whoever the visitor is, from the e-mail
 * step, with the dialog titled for the feature's purpose.
 */
export type SignInPurpose = 'sign-in' | 'wishlist'
export type SignInRequest = { email: string | null; purpose: SignInPurpose; settle: (signedIn: boolean) => void }

/** The open request, if any: the dialog takes it when it mounts or while it is mounted. */
export const useSignInRequest = create<{ request: SignInRequest | null }>(() => ({ request: null }))

/**
 * Opens the sign-in dialog straight at the code step for `email` (a code is mailed to it);
 * resolves true once signed in, false when the dialog is closed first. A newer request ends an older one.
 */
export function requestSignIn(email: string): Promise<boolean> {
  return openRequest(email, 'sign-in')
}

/**
 * Opens the sign-in dialog at the e-mail step for `purpose` (the wishlist modal: e-mail; for a
 * new e-mail the reason and the consent; the code); resolves as `requestSignIn` does.
 */
export function requestSignInFor(purpose: SignInPurpose): Promise<boolean> {
  return openRequest(null, purpose)
}

function openRequest(email: string | null, purpose: SignInPurpose): Promise<boolean> {
  return new Promise((resolve) => {
    useSignInRequest.getState().request?.settle(false)
    useSignInRequest.setState({ request: { email, purpose, settle: resolve } })
  })
}

/** Ends the open request with its outcome. */
export function settleSignIn(signedIn: boolean) {
  const { request } = useSignInRequest.getState()
  useSignInRequest.setState({ request: null })
  request?.settle(signedIn)
}
