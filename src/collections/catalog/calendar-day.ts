import type { DateField, DateFieldValidation, FieldHook } from 'payload'

/**
 * Midday UTC of the chosen day: the admin's day picker sends a local time, and midday keeps the
 * calendar day the same in every time zone the editors and visitors are in.
 */
export const toMiddayUtc: FieldHook = ({ value }) => {
  if (value === null || value === undefined || value === '') return value
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return value
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12)).toISOString()
}

/** A date without time of day (a departure, a period's bounds). */
export function calendarDayField(name: string, label: string, required: boolean): DateField {
  return {
    name,
    label,
    type: 'date',
    required,
    index: true,
    admin: { width: '50%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    hooks: { beforeChange: [toMiddayUtc] },
  }
}

/** An end date on or after the start date of the same document. */
export const endsNotBeforeStart: DateFieldValidation = (value, { siblingData, required }) => {
  if (!value) return required ? 'This field is required.' : true
  const start = (siblingData as { startingDate?: string | Date | null }).startingDate
  return start && new Date(value) < new Date(start) ? 'Cannot end before it starts.' : true
}
