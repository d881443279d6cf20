import { EARLIEST_BIRTH_YEAR, isTravellerName, TRAVELLER_GENDERS, type TravellerGender } from './booking-rules'

export type TravellerInput = { name: string; gender: TravellerGender | ''; birthYear: string }
export type BookingFormInput = { travellers: TravellerInput[]; privacy: boolean }

export type TravellerError = 'nameRequired' | 'nameInvalid' | 'genderRequired' | 'birthYearInvalid'
/** Errors by field: `travellers.0.name`, `travellers.1.birthYear`, `privacy`. */
export type BookingFormErrors = Record<string, TravellerError | 'privacyRequired'>

/** A fresh traveller row of the form. */
export const emptyTraveller = (): TravellerInput => ({ name: '', gender: '', birthYear: '' })

/** The form's rows for `count` travellers: rows already typed are kept, extra ones dropped. */
export const resizeTravellers = (rows: readonly TravellerInput[], count: number): TravellerInput[] =>
  Array.from({ length: count }, (_, index) => rows[index] ?? emptyTraveller())

/**
 * The booking form's rules, the same as the call's: each traveller's name (up to 80 characters, no
 * markup), gender and birth year (four digits, from 1900 to this year); the privacy policy accepted.
 */
export function checkBookingForm(input: BookingFormInput, currentYear: number) {
  const errors: BookingFormErrors = {}
  input.travellers.forEach((traveller, index) => {
    const name = traveller.name.trim()
    if (!name) errors[`travellers.${index}.name`] = 'nameRequired'
    else if (!isTravellerName(name)) errors[`travellers.${index}.name`] = 'nameInvalid'
    if (!(TRAVELLER_GENDERS as readonly string[]).includes(traveller.gender)) errors[`travellers.${index}.gender`] = 'genderRequired'
    const year = /^\d{4}$/.test(traveller.birthYear.trim()) ? Number(traveller.birthYear) : NaN
    if (!(year >= EARLIEST_BIRTH_YEAR && year <= currentYear)) errors[`travellers.${index}.birthYear`] = 'birthYearInvalid'
  })
  if (!input.privacy) errors.privacy = 'privacyRequired'
  const travellers = input.travellers.map((traveller) => ({
    name: traveller.name.trim(),
    gender: traveller.gender as TravellerGender,
    birthYear: Number(traveller.birthYear),
  }))
  return { errors, travellers }
}

/** The form's error for a field the call refused (`travellers.0.birthYear`), so it shows beside that field. */
export function callIssueError(path: string): TravellerError | 'privacyRequired' | null {
  const field = path.split('.').at(-1)
  if (path === 'privacy') return 'privacyRequired'
  if (field === 'name') return 'nameInvalid'
  if (field === 'gender') return 'genderRequired'
  if (field === 'birthYear') return 'birthYearInvalid'
  return null
}
