'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { Consent } from './sign-in-calls'

type EmailFormProps = { email: string; error: string | null; busy: boolean; onSubmit: (text: string) => void }

/** The first step: the e-mail. */
export function EmailForm({ email, error, busy, onSubmit }: EmailFormProps) {
  const t = useTranslations('account')
  const [text, setText] = useState(email)
  return (
    <form
      className="sign-in__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(text)
      }}
    >
      <label className="sign-in__label" htmlFor="sign-in-email">
        {t('emailLabel')}
      </label>
      <input
        id="sign-in-email"
        className="sign-in__input"
        type="email"
        autoComplete="email"
        autoFocus
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sign-in-email-error' : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error && (
        <p id="sign-in-email-error" className="sign-in__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
        {busy ? t('checking') : t('emailSubmit')}
      </button>
    </form>
  )
}

/** A new e-mail: why it is used, the required privacy consent and the optional marketing one. */
export function ConsentForm({ busy, onSubmit }: { busy: boolean; onSubmit: (consent: Consent) => void }) {
  const t = useTranslations('account')
  const [consent, setConsent] = useState<Consent>({ privacy: false, marketing: false })
  return (
    <form
      className="sign-in__form"
      onSubmit={(event) => {
        event.preventDefault()
        if (consent.privacy) onSubmit(consent)
      }}
    >
      <h3 className="sign-in__subtitle">{t('whyTitle')}</h3>
      <p>{t('whyText')}</p>
      <label className="sign-in__check">
        <input
          type="checkbox"
          required
          checked={consent.privacy}
          onChange={(event) => setConsent({ ...consent, privacy: event.currentTarget.checked })}
        />
        <span>{t('privacy')}</span>
      </label>
      <label className="sign-in__check">
        <input
          type="checkbox"
          checked={consent.marketing}
          onChange={(event) => setConsent({ ...consent, marketing: event.currentTarget.checked })}
        />
        <span>{t('marketing')}</span>
      </label>
      <button type="submit" className="button button--primary sign-in__submit" disabled={busy || !consent.privacy}>
        {busy ? t('sending') : t('consentSubmit')}
      </button>
    </form>
  )
}
