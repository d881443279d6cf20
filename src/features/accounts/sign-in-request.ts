import { create } from 'zustand'

/** Another feature asking the sign-in dialog to sign in an e-mail already known to be a customer's. */
export type SignInRequest = { email: string; settle: (signedIn: boolean) => void }

/** The open request, if any: the dialog takes it when it mounts or while it is mounted. */
export const useSignInRequest = create<{ request: SignInRequest | null }>(() => ({ request: null }))

/**
 * Opens the sign-in dialog straight at the code step for `email` (a code is mailed to it);
 * resolves true once signed in, false when the dialog is closed first. A newer request ends an older one.
 */
export function requestSignIn(email: string): Promise<boolean> {
  return new Promise((resolve) => {
    useSignInRequest.getState().request?.settle(false)
    useSignInRequest.setState({ request: { email, settle: resolve } })
  })
}

/** Ends the open request with its outcome. */
export function settleSignIn(signedIn: boolean) {
  const { request } = useSignInRequest.getState()
  useSignInRequest.setState({ request: null })
  request?.settle(signedIn)
}
