import { pushEvent } from '@/lib/analytics/data-layer'
import { NEWSLETTER_CLEAR_DELAY_MS, type NewsletterEvent, type NewsletterOutcome } from './newsletter-form-state'

/** What a submission may call, passed in so that the flow is the same in tests and in the browser. */
export type NewsletterCalls = {
  /** `POST /users/validate-email`: `known`, `new` (400), or a thrown error. */
  checkEmail: (email: string) => Promise<'known' | 'new'>
  register: (email: string) => Promise<unknown>
  subscribe: () => Promise<unknown>
  /** Opens the one-time-code sign-in for the e-mail; whether the visitor signed in. */
  signIn: (email: string) => Promise<boolean>
}

const settled = async (call: () => Promise<unknown>, outcome: NewsletterOutcome): Promise<NewsletterOutcome> =>
  call().then(
    () => outcome,
    () => 'failed',
  )

/**
 * A submission: a signed-in customer subscribes directly; otherwise the e-mail is checked: a
 * customer's signs in with a code and then subscribes, a new one is registered, and a failed
 * check means the e-mail is taken as invalid.
 */
export async function submitNewsletter(email: string, signedIn: boolean, calls: NewsletterCalls): Promise<NewsletterOutcome> {
  if (signedIn) return settled(calls.subscribe, 'subscribed')
  const known = await calls.checkEmail(email).catch(() => null)
  if (known === null) return 'wrong-email'
  if (known === 'new') return settled(() => calls.register(email), 'registered')
  if (!(await calls.signIn(email).catch(() => false))) return 'cancelled'
  return settled(calls.subscribe, 'subscribed')
}

/**
 * Runs a submission through the form's states: running, then its outcome; a success is reported
 * to analytics, and a registration's field empties 2000 ms later. Gives the outcome and a way to
 * keep the field (the visitor typed again meanwhile, or the form went away).
 */
export async function runNewsletterSubmission({
  email,
  signedIn,
  calls,
  dispatch,
}: {
  email: string
  signedIn: boolean
  calls: NewsletterCalls
  dispatch: (event: NewsletterEvent) => void
}): Promise<{ outcome: NewsletterOutcome; keepField: () => void }> {
  dispatch({ type: 'submitted' })
  const outcome = await submitNewsletter(email, signedIn, calls)
  dispatch({ type: 'settled', outcome })
  if (outcome === 'subscribed' || outcome === 'registered')
    pushEvent({ event: 'newsletter_subscribe', status: outcome === 'subscribed' ? 'subscribed' : 'pending_confirmation' })
  if (outcome !== 'registered') return { outcome, keepField: () => {} }
  const timer = setTimeout(() => dispatch({ type: 'cleared' }), NEWSLETTER_CLEAR_DELAY_MS)
  return { outcome, keepField: () => clearTimeout(timer) }
}
