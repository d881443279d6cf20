'use client'
import type { EditionCode } from '@/editions/editions'
import { useSession } from './session-store'
import { checkEmail, completeProviderSignIn, completeSignIn, sendCode, SIGN_IN_PARAM, typedEmail, type Consent } from './sign-in-calls'
import { settleSignIn, useSignInRequest, type SignInRequest } from './sign-in-request'
import type { SignInEvent, SignInState } from './sign-in-steps'

/** The dialog's steps reducer, and the edition its codes are mailed for. */
export type SignInFlow = { dispatch: (event: SignInEvent) => void; edition: EditionCode }

/** The identity provider's request this page was opened for (`?sign-in={uid}`), if any. */
export function providerRequest(): string | null {
  return new URLSearchParams(window.location.search).get(SIGN_IN_PARAM)
}

/** The address without `?sign-in=`, once its dialog is done with. */
function forgetProviderRequest() {
  const url = new URL(window.location.href)
  url.searchParams.delete(SIGN_IN_PARAM)
  window.history.replaceState(window.history.state, '', url)
}

/** Runs the calls of a step; one that fails tells `failed`. */
async function telling({ dispatch }: SignInFlow, calls: () => Promise<void>): Promise<void> {
  try {
    await calls()
  } catch {
    dispatch({ type: 'failed' })
  }
}

/** Asks for a code for `email`: it is on its way, or the e-mail is refused. */
function askForCode(flow: SignInFlow, email: string, consent: Consent | null): Promise<void> {
  return telling(flow, async () => {
    const answer = await sendCode(flow.edition, email, consent)
    flow.dispatch(answer === 'invalid-email' ? { type: 'email-refused' } : { type: 'code-sent', renewableIn: answer, at: Date.now() })
  })
}

/** Another feature's request: the dialog opens for its purpose, and with an e-mail its code is asked for. */
export function openForRequest(flow: SignInFlow, { email, consent, purpose }: SignInRequest): void {
  flow.dispatch({ type: 'requested', email, consent, purpose })
  if (email) void askForCode(flow, email, consent)
}

/** The e-mail step: a customer's e-mail gets its code, a new one goes to the consent step. */
export function submitEmail(flow: SignInFlow, text: string): Promise<void> | undefined {
  const email = typedEmail(text)
  flow.dispatch({ type: 'email-entered', email })
  if (!email) return
  return telling(flow, async () => {
    const known = (await checkEmail(email)) === 'known'
    flow.dispatch({ type: 'email-checked', known })
    if (known) await askForCode(flow, email, null)
  })
}

export function giveConsent(flow: SignInFlow, email: string, consent: Consent): Promise<void> {
  flow.dispatch({ type: 'consent-given', consent })
  return askForCode(flow, email, consent)
}

export function resendCode(flow: SignInFlow, { email, consent }: SignInState): Promise<void> {
  flow.dispatch({ type: 'resend' })
  return askForCode(flow, email, consent)
}

/**
 * The code step: for the identity provider's request, the provider continues at its address; else
 * the visitor is signed in here, the session is read again and the asking feature hears it.
 */
export function submitCode(flow: SignInFlow, { interaction, email }: SignInState, code: string): Promise<void> {
  flow.dispatch({ type: 'code-entered' })
  return telling(flow, async () => {
    if (interaction) {
      const outcome = await completeProviderSignIn(interaction, email, code)
      if (typeof outcome === 'string') return flow.dispatch({ type: outcome })
      return window.location.assign(outcome.redirectTo)
    }
    if ((await completeSignIn(email, code)) === 'wrong-code') return flow.dispatch({ type: 'wrong-code' })
    await useSession.getState().load()
    settleSignIn(true)
    flow.dispatch({ type: 'signed-in' })
  })
}

/** Closed by the visitor: the provider's request leaves the address, and a feature still waiting hears it ended signed out. */
export function closeDialog(flow: SignInFlow, { interaction }: SignInState): void {
  flow.dispatch({ type: 'closed' })
  if (interaction) forgetProviderRequest()
  if (useSignInRequest.getState().request) settleSignIn(false)
}
