'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { useSession } from '@/customer/accounts/session-store'
import { useToastStore } from '@/shell/toasts/toast-store'
import { newsletterCalls } from './newsletter-calls'
import { initialNewsletterForm, newsletterForm, shownAlert, submitDisabled } from './newsletter-form-state'
import { runNewsletterSubmission } from './newsletter-submission'

/**
 * The newsletter form (the footer's, and the newsletter block's: `idPrefix` keeps their ids apart). A signed-in customer sees their e-mail (read-only) and subscribes
 * at once; a visitor types one: a customer's signs in with a code first, a new one is registered
 * and gets a confirmation mail. The outcome is announced in the form's live region.
 */
export function NewsletterForm({ idPrefix = 'newsletter' }: { idPrefix?: string }) {
  const t = useTranslations('newsletter')
  const notification = useTranslations('notification')
  const edition = useEdition().code
  const customer = useSession((state) => state.customer)
  const [state, dispatch] = useReducer(newsletterForm, initialNewsletterForm)
  const keepField = useRef(() => {})
  useEffect(() => () => keepField.current(), [])

  const signedIn = customer !== null
  const subscribed = Boolean(customer?.acceptedFlags.newsletter)
  const email = customer?.email ?? state.email
  const alert = shownAlert(state.alert, subscribed)
  const error = alert === 'wrong-email'

  const submit = async () => {
    const run = await runNewsletterSubmission({ email: email.trim(), signedIn, calls: newsletterCalls(edition), dispatch })
    keepField.current = run.keepField
    if (run.outcome === 'failed') useToastStore.getState().show(notification('ERROR'), 'error')
  }

  return (
    <form
      className="newsletter-form"
      noValidate
      aria-busy={state.checking}
      onSubmit={(event) => {
        event.preventDefault()
        if (!submitDisabled({ email, checking: state.checking, subscribed })) void submit()
      }}
    >
      <label className="newsletter-form__label" htmlFor={`${idPrefix}-email`}>
        {t('emailLabel')}
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${idPrefix}-email`}
          className="newsletter-form__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          readOnly={signedIn}
          aria-invalid={error || undefined}
          aria-describedby={`${idPrefix}-status`}
          onChange={(event) => {
            keepField.current()
            dispatch({ type: 'typed', text: event.currentTarget.value })
          }}
        />
        <button
          type="submit"
          className="button button--primary newsletter-form__submit"
          disabled={submitDisabled({ email, checking: state.checking, subscribed })}
        >
          {t('submit')}
        </button>
      </div>
      <div id={`${idPrefix}-status`} className="newsletter-form__status" aria-live="polite">
        {error && (
          <p className="newsletter-form__alert newsletter-form__alert--error" role="alert">
            {t('wrongEmail')}
          </p>
        )}
        {(alert === 'activated' || alert === 'confirmation-sent') && (
          <p className="newsletter-form__alert newsletter-form__alert--success">
            {t(alert === 'activated' ? 'notificationsActivated' : 'confirmationSent')}
          </p>
        )}
      </div>
    </form>
  )
}
