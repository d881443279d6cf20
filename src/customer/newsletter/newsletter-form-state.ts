import { typedEmail } from '@/customer/accounts/sign-in-calls'

/** The field empties this long after a new e-mail's registration, its success shown. */
export const NEWSLETTER_CLEAR_DELAY_MS = 2000

/** `activated`: subscribed; `confirmation-sent`: a new e-mail registered, its confirmation mail on the way. */
export type NewsletterAlert = 'activated' | 'confirmation-sent' | 'wrong-email' | 'failed'

export type NewsletterFormState = {
  /** What the visitor typed, lowercased as typed. */
  email: string
  alert: NewsletterAlert | null
  /** A check or a call is running. */
  checking: boolean
}

export const initialNewsletterForm: NewsletterFormState = { email: '', alert: null, checking: false }

/** How a submission ended (`cancelled`: the sign-in dialog was closed without signing in). */
export type NewsletterOutcome = 'subscribed' | 'registered' | 'wrong-email' | 'failed' | 'cancelled'

export type NewsletterEvent =
  { type: 'typed'; text: string } | { type: 'submitted' } | { type: 'settled'; outcome: NewsletterOutcome } | { type: 'cleared' }

const ALERT_OF: Record<NewsletterOutcome, NewsletterAlert | null> = {
  subscribed: 'activated',
  registered: 'confirmation-sent',
  'wrong-email': 'wrong-email',
  failed: 'failed',
  cancelled: null,
}

/** The form's transitions: editing resets the alert; a submission runs until its outcome sets the alert. */
export function newsletterForm(state: NewsletterFormState, event: NewsletterEvent): NewsletterFormState {
  switch (event.type) {
    case 'typed':
      return { ...state, email: event.text.toLowerCase(), alert: null }
    case 'submitted':
      return { ...state, alert: null, checking: true }
    case 'settled':
      return { ...state, checking: false, alert: ALERT_OF[event.outcome] }
    case 'cleared':
      return { ...state, email: '' }
  }
}

/** The button is off while the e-mail is empty or malformed, the customer already subscribed, or a check runs. */
export function submitDisabled({ email, checking, subscribed }: { email: string; checking: boolean; subscribed: boolean }): boolean {
  return checking || subscribed || typedEmail(email) === null
}

/** The alert shown: the last outcome's, else success when the customer already has the newsletter. */
export function shownAlert(alert: NewsletterAlert | null, subscribed: boolean): NewsletterAlert | null {
  return alert ?? (subscribed ? 'activated' : null)
}
