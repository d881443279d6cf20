import type { Countdown } from './code-box-state'
import type { Consent } from './sign-in-calls'
import type { SignInPurpose } from './sign-in-request'

export type DialogStep = 'email' | 'consent' | 'code'

/** What the dialog says went wrong: the message keys (under `account`) it shows. */
export type SignInError = 'wrongEmail' | 'tryLater' | 'expired'

export type SignInState = {
  open: boolean
  /** The identity provider's request the dialog was opened for (`?sign-in={uid}`), if any. */
  interaction: string | null
  /** What the visitor was doing: the dialog's title and what it says before the e-mail. */
  purpose: SignInPurpose
  step: DialogStep
  /** The e-mail is nobody's yet: the consent step came before the code. */
  isNew: boolean
  email: string
  consent: Consent | null
  /** A call is under way: the step's button waits. */
  busy: boolean
  error: SignInError | null
  /** The code sent was wrong: the code box says so until a digit changes or the countdown ends. */
  wrongCode: boolean
  countdown: Countdown
}

/** What happened: the visitor's moves and the server's answers. */
export type SignInEvent =
  /** Another feature asks for a sign-in: at the e-mail step, or with an e-mail straight to its code. */
  | { type: 'requested'; email: string | null; consent: Consent | null; purpose: SignInPurpose }
  /** The e-mail typed, or null when it does not look like one. */
  | { type: 'email-entered'; email: string | null }
  | { type: 'email-checked'; known: boolean }
  | { type: 'consent-given'; consent: Consent }
  | { type: 'resend' }
  /** A code is on its way; a new one may be asked for `renewableIn` seconds after `at`. */
  | { type: 'code-sent'; renewableIn: number; at: number }
  | { type: 'email-refused' }
  | { type: 'code-entered' }
  | { type: 'wrong-code' }
  | { type: 'code-edited' }
  /** The identity provider's request is gone: the visitor starts over from the login entry. */
  | { type: 'expired' }
  | { type: 'change-email' }
  | { type: 'signed-in' }
  | { type: 'failed' }
  | { type: 'closed' }

/** The dialog as a page finds it: open at the e-mail step for the identity provider's request, else closed. */
export function signInStart(interaction: string | null): SignInState {
  return {
    open: interaction !== null,
    interaction,
    purpose: 'sign-in',
    step: 'email',
    isNew: false,
    email: '',
    consent: null,
    busy: false,
    error: null,
    wrongCode: false,
    countdown: { seconds: 0, startedAt: 0 },
  }
}

/**
 * The sign-in dialog's steps: the e-mail; for a new one, why it is used and the consent; then the
 * code mailed to it, which can be asked for again once the countdown ends. Closing or signing in
 * starts the next opening afresh.
 */
export function signInStep(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'requested': {
      const { email, consent, purpose } = event
      const opened = { ...signInStart(state.interaction), open: true, purpose, email: email ?? '', consent }
      // With an e-mail (a customer's), its code is asked for at once.
      return email === null ? opened : { ...opened, busy: true }
    }
    case 'email-entered':
      return event.email === null ? { ...state, error: 'wrongEmail' } : { ...state, email: event.email, error: null, busy: true }
    case 'email-checked':
      // A customer's e-mail gets its code at once; a new one first asks for the consent.
      return event.known ? { ...state, isNew: false } : { ...state, isNew: true, step: 'consent', busy: false }
    case 'consent-given':
      return { ...state, consent: event.consent, busy: true }
    case 'resend':
      return { ...state, busy: true, wrongCode: false }
    case 'code-sent':
      return { ...state, step: 'code', busy: false, countdown: { seconds: event.renewableIn, startedAt: event.at } }
    case 'email-refused':
      return { ...state, step: 'email', error: 'wrongEmail', busy: false }
    case 'code-entered':
      return { ...state, busy: true }
    case 'wrong-code':
      return { ...state, wrongCode: true, busy: false }
    case 'code-edited':
      return state.wrongCode ? { ...state, wrongCode: false } : state
    case 'expired':
      return { ...state, error: 'expired', busy: false }
    case 'change-email':
      return { ...state, step: 'email' }
    case 'failed':
      return { ...state, error: 'tryLater', busy: false }
    case 'signed-in':
    case 'closed':
      return signInStart(null)
  }
}

/**
 * The steps as the product names them (the wishlist modal's): step 1 the e-mail; step 2 the
 * reason and the consent for a new e-mail, or the code for a customer's; step 3 a new e-mail's code.
 */
export type DialogStepName = 'step-1' | 'step-2-new-user' | 'step-2-existing-user' | 'step-3'

export function dialogStepName({ step, isNew }: Pick<SignInState, 'step' | 'isNew'>): DialogStepName {
  if (step === 'email') return 'step-1'
  if (step === 'consent') return 'step-2-new-user'
  return isNew ? 'step-3' : 'step-2-existing-user'
}
