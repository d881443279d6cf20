import { describe, expect, it } from 'vitest'
import { checkAlertForm } from '@/customer/alerts/alert-form'
import type { CustomerAlert } from '@/customer/alerts/alert-shape'
import { alertWording, notifyMeView } from '@/customer/alerts/notify-me-view'

const alert = (active: boolean): CustomerAlert => ({ id: 1, travelId: 2, tourId: 3, types: ['PRICE_DROPPED'], active, phone: null })

describe('the notify-me box', () => {
  it('shows the visitor’s form until the session says otherwise, then the customer’s form or the alert’s state', () => {
    expect(notifyMeView('unknown', undefined)).toBe('visitor-form')
    expect(notifyMeView('signed-out', alert(true))).toBe('visitor-form')
    expect(notifyMeView('signed-in', undefined)).toBe('customer-form')
    expect(notifyMeView('signed-in', alert(true))).toBe('enabled')
    expect(notifyMeView('signed-in', alert(false))).toBe('removed')
  })

  it('promises what the alert waits for: a new departure, the confirmation, or price changes', () => {
    expect(alertWording(['STOCKOUT_TRAVEL'])).toBe('newDepartures')
    expect(alertWording(['TOUR_CONFIRMED', 'PRICE_DROPPED'])).toBe('confirmation')
    expect(alertWording(['PRICE_DROPPED'])).toBe('priceChanges')
  })
})

describe('the alert form', () => {
  const filled = { email: ' Ada@Example.com ', phone: '', privacy: true, marketing: null }

  it('asks a visitor for a valid e-mail and the privacy acceptance; the marketing consent is optional', () => {
    expect(checkAlertForm(filled, true)).toEqual({
      errors: {},
      email: 'ada@example.com',
      phone: null,
      consent: { privacy: true, marketing: false },
    })
    expect(checkAlertForm({ ...filled, marketing: 'accept' }, true).consent).toEqual({ privacy: true, marketing: true })
    expect(checkAlertForm({ ...filled, email: 'ada@example', privacy: false }, true).errors).toEqual({
      email: 'wrongEmail',
      privacy: 'privacyRequired',
    })
  })

  it('takes an empty phone as none and refuses one that does not look like a number', () => {
    expect(checkAlertForm({ ...filled, phone: ' +39 333 1234567 ' }, true).phone).toBe('+39 333 1234567')
    expect(checkAlertForm({ ...filled, phone: '333' }, true).errors).toEqual({ phone: 'wrongPhone' })
  })

  it('asks a customer for nothing but the optional phone', () => {
    expect(checkAlertForm({ email: '', phone: '', privacy: false, marketing: null }, false)).toMatchObject({ errors: {}, email: null })
  })
})
