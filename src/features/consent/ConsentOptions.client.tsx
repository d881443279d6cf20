'use client'
import { useTranslations } from 'next-intl'
import type { ConsentChoice } from './consent-choice'

/** `focusFirst`: the first choice takes the focus when shown (the banner's "Choose" button it replaces is gone). */
type Props = { value: ConsentChoice; onChange: (choice: ConsentChoice) => void; disabled?: boolean; focusFirst?: boolean }

/** The purposes a visitor chooses among: the necessary cookies (always on), analytics, marketing. */
export function ConsentOptions({ value, onChange, disabled = false, focusFirst = false }: Props) {
  const t = useTranslations('consent')
  const option = (purpose: keyof ConsentChoice) => (
    <label className="consent-option">
      <input
        type="checkbox"
        name={purpose}
        checked={value[purpose]}
        disabled={disabled}
        autoFocus={focusFirst && purpose === 'analytics'}
        onChange={(event) => onChange({ ...value, [purpose]: event.target.checked })}
      />
      <span className="consent-option__text">
        <span className="consent-option__name">{t(purpose)}</span>
        <span className="consent-option__detail">{t(`${purpose}Detail`)}</span>
      </span>
    </label>
  )
  return (
    <fieldset className="consent-options">
      <legend className="visually-hidden">{t('purposes')}</legend>
      <label className="consent-option">
        <input type="checkbox" checked disabled />
        <span className="consent-option__text">
          <span className="consent-option__name">{t('necessary')}</span>
          <span className="consent-option__detail">{t('necessaryDetail')}</span>
        </span>
      </label>
      {option('analytics')}
      {option('marketing')}
    </fieldset>
  )
}
