'use client'
import { useTranslations } from 'next-intl'
import type { BookingFormErrors, TravellerInput } from './booking-form'
import { MAX_TRAVELLER_NAME_LENGTH, TRAVELLER_GENDERS, type TravellerGender } from './booking-rules'
import { FieldError, invalidProps } from './FieldError.client'

type TravellerFieldsProps = {
  index: number
  traveller: TravellerInput
  errors: BookingFormErrors
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string
  onChange: (change: Partial<TravellerInput>) => void
}

/** One traveller of the booking form: name, gender and birth year, each with its error beside it. */
export function TravellerFields({ index, traveller, errors, idPrefix, onChange }: TravellerFieldsProps) {
  const t = useTranslations('booking')
  const field = (name: keyof TravellerInput) => {
    const path = `travellers.${index}.${name}`
    const id = `${idPrefix}-${index}-${name}`
    const error = errors[path]
    return { id, errorId: `${id}-error`, message: error ? t(error) : null, invalid: invalidProps(`${id}-error`, Boolean(error)) }
  }
  const name = field('name')
  const gender = field('gender')
  const birthYear = field('birthYear')
  return (
    <fieldset className="b-booking-request__traveller">
      <legend>{t('traveller', { number: index + 1 })}</legend>
      <div className="b-booking-request__field">
        <label htmlFor={name.id}>{t('name')}</label>
        <input
          id={name.id}
          autoComplete={index === 0 ? 'name' : 'off'}
          maxLength={MAX_TRAVELLER_NAME_LENGTH}
          value={traveller.name}
          {...name.invalid}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <FieldError id={name.errorId} message={name.message} />
      </div>
      <div className="b-booking-request__field">
        <label htmlFor={gender.id}>{t('gender')}</label>
        <select
          id={gender.id}
          value={traveller.gender}
          {...gender.invalid}
          onChange={(event) => onChange({ gender: event.currentTarget.value as TravellerGender })}
        >
          <option value="">{t('chooseGender')}</option>
          {TRAVELLER_GENDERS.map((value) => (
            <option key={value} value={value}>
              {t(`genders.${value}`)}
            </option>
          ))}
        </select>
        <FieldError id={gender.errorId} message={gender.message} />
      </div>
      <div className="b-booking-request__field">
        <label htmlFor={birthYear.id}>{t('birthYear')}</label>
        <input
          id={birthYear.id}
          inputMode="numeric"
          autoComplete={index === 0 ? 'bday-year' : 'off'}
          maxLength={4}
          placeholder={t('birthYearHint')}
          value={traveller.birthYear}
          {...birthYear.invalid}
          onChange={(event) => onChange({ birthYear: event.currentTarget.value })}
        />
        <FieldError id={birthYear.errorId} message={birthYear.message} />
      </div>
    </fieldset>
  )
}
