'use client'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { checkAlertForm, type AlertFormErrors, type AlertFormInput } from './alert-form'

export type AlertFormSubmit = { email: string | null; phone: string | null; consent: { privacy: boolean; marketing: boolean } }

/** A field's error, tied to it by id and read out when it appears. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="notify-me__error" role="alert">
      {message}
    </p>
  ) : null
}

/**
 * The alert form: for a visitor the e-mail, the optional phone, the required privacy acceptance
 * and the marketing consent (accept or decline); for a customer the optional phone only.
 */
export function AlertForm({ visitor, busy, onSubmit }: { visitor: boolean; busy: boolean; onSubmit: (form: AlertFormSubmit) => void }) {
  const t = useTranslations('alerts')
  const id = useId()
  const [input, setInput] = useState<AlertFormInput>({ email: '', phone: '', privacy: false, marketing: null })
  const [errors, setErrors] = useState<AlertFormErrors>({})
  const edit = (change: Partial<AlertFormInput>) => setInput((current) => ({ ...current, ...change }))
  const described = (field: keyof AlertFormErrors, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined

  return (
    <form
      className="notify-me__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const checked = checkAlertForm(input, visitor)
        setErrors(checked.errors)
        if (Object.keys(checked.errors).length === 0) onSubmit(checked)
      }}
    >
      {visitor && (
        <div className="notify-me__field">
          <label htmlFor={`${id}-email`}>{t('email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={input.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
            onChange={(event) => edit({ email: event.currentTarget.value })}
          />
          <FieldError id={`${id}-email-error`} message={errors.email && t(errors.email)} />
        </div>
      )}
      <div className="notify-me__field">
        <label htmlFor={`${id}-phone`}>{t('phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          value={input.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={described('phone', `${id}-phone-hint`)}
          onChange={(event) => edit({ phone: event.currentTarget.value })}
        />
        <p id={`${id}-phone-hint`} className="notify-me__hint">
          {t('phoneHint')}
        </p>
        <FieldError id={`${id}-phone-error`} message={errors.phone && t(errors.phone)} />
      </div>
      {visitor && (
        <>
          <label className="notify-me__check">
            <input
              type="checkbox"
              checked={input.privacy}
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={described('privacy')}
              onChange={(event) => edit({ privacy: event.currentTarget.checked })}
            />
            <span>{t('privacy')}</span>
          </label>
          <FieldError id={`${id}-privacy-error`} message={errors.privacy && t(errors.privacy)} />
          <fieldset className="notify-me__choice">
            <legend>{t('marketing')}</legend>
            {(['accept', 'decline'] as const).map((choice) => (
              <label key={choice} className="notify-me__check">
                <input
                  type="radio"
                  name={`${id}-marketing`}
                  value={choice}
                  checked={input.marketing === choice}
                  onChange={() => edit({ marketing: choice })}
                />
                <span>{t(choice === 'accept' ? 'marketingAccept' : 'marketingDecline')}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      <button type="submit" className="button button--primary notify-me__submit" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
