import { describe, expect, it } from 'vitest'
import { callIssueError, checkBookingForm, emptyTraveller, resizeTravellers } from '@/customer/bookings/booking-form'

const ada = { name: ' Ada Lovelace ', gender: 'female' as const, birthYear: '1990' }

describe('checkBookingForm', () => {
  it('passes a complete form and gives the call its travellers', () => {
    const { errors, travellers } = checkBookingForm({ travellers: [ada], privacy: true }, 2030)
    expect(errors).toEqual({})
    expect(travellers).toEqual([{ name: 'Ada Lovelace', gender: 'female', birthYear: 1990 }])
  })

  it('names each missing or wrong field of each traveller, and the privacy acceptance', () => {
    const { errors } = checkBookingForm(
      {
        travellers: [ada, { name: ' ', gender: '', birthYear: '90' }, { name: '<b>x</b>', gender: 'male', birthYear: '2031' }],
        privacy: false,
      },
      2030,
    )
    expect(errors).toEqual({
      'travellers.1.name': 'nameRequired',
      'travellers.1.gender': 'genderRequired',
      'travellers.1.birthYear': 'birthYearInvalid',
      'travellers.2.name': 'nameInvalid',
      'travellers.2.birthYear': 'birthYearInvalid',
      privacy: 'privacyRequired',
    })
  })

  it('refuses a birth year before 1900 and a name over 80 characters', () => {
    const { errors } = checkBookingForm({ travellers: [{ ...ada, name: 'x'.repeat(81), birthYear: '1899' }], privacy: true }, 2030)
    expect(errors).toEqual({ 'travellers.0.name': 'nameInvalid', 'travellers.0.birthYear': 'birthYearInvalid' })
  })
})

describe('resizeTravellers', () => {
  it('keeps the rows already typed and adds empty ones', () => {
    const rows = resizeTravellers([{ ...ada }], 3)
    expect(rows).toEqual([ada, emptyTraveller(), emptyTraveller()])
    expect(resizeTravellers(rows, 1)).toEqual([ada])
  })
})

describe('callIssueError', () => {
  it('shows a refused field of the call beside its field', () => {
    expect(callIssueError('travellers.2.birthYear')).toBe('birthYearInvalid')
    expect(callIssueError('privacy')).toBe('privacyRequired')
    expect(callIssueError('tourId')).toBeNull()
  })
})
