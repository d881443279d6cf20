import type { NumberField, SelectField, TextField } from 'payload'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'

/** A list of two-letter country codes, as the visitor's country header gives them. */
export function countriesField(name: string, description: string, width = '50%'): TextField {
  return {
    name,
    label: 'Countries (ISO alpha-2)',
    type: 'text',
    hasMany: true,
    maxRows: 250,
    admin: { description, width },
    validate: (value: unknown) =>
      !Array.isArray(value) || value.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))
        ? true
        : 'Use two capital letters per country (IT, DE...).',
  }
}

export const editionsField: SelectField = {
  name: 'editions',
  type: 'select',
  hasMany: true,
  options: EDITION_CODES.map((code) => ({ label: `${code} (${EDITIONS[code].localeName})`, value: code })),
  admin: { description: 'Empty: every edition.' },
}

/** The share of visitors (by device id) a rule or experiment takes, in percent. */
export const coverageField: NumberField = {
  name: 'coverage',
  label: 'Visitors (%)',
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  defaultValue: 100,
  admin: {
    step: 1,
    description: 'The share of visitors it applies to, chosen by device id (the same visitor always gets the same answer).',
  },
}
