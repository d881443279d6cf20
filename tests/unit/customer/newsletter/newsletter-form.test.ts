import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  initialNewsletterForm,
  NEWSLETTER_CLEAR_DELAY_MS,
  newsletterForm,
  shownAlert,
  submitDisabled,
  type NewsletterEvent,
  type NewsletterFormState,
} from '@/customer/newsletter/newsletter-form-state'
import { runNewsletterSubmission, submitNewsletter, type NewsletterCalls } from '@/customer/newsletter/newsletter-submission'
import { SiteApiError } from '@/lib/query/site-api-call'

describe('the newsletter button', () => {
  const ready = { email: 'ada@example.com', checking: false, subscribed: false }

  it('is on for a well-formed e-mail of a visitor not yet subscribed, with nothing running', () => {
    expect(submitDisabled(ready)).toBe(false)
    expect(submitDisabled({ ...ready, email: 'a@b.co' })).toBe(false)
  })

  it('is off while the e-mail is empty or malformed (something, an at sign, something with a dot)', () => {
    for (const email of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'a da@example.com'])
      expect(submitDisabled({ ...ready, email }), email).toBe(true)
  })

  it('is off while the customer already has the newsletter, or a check runs', () => {
    expect(submitDisabled({ ...ready, subscribed: true })).toBe(true)
    expect(submitDisabled({ ...ready, checking: true })).toBe(true)
  })
})

describe('the newsletter form’s states', () => {
  const run = (...events: NewsletterEvent[]) => events.reduce<NewsletterFormState>(newsletterForm, initialNewsletterForm)

  it('lowercases the e-mail as it is typed', () => {
    expect(run({ type: 'typed', text: 'Ada.Lovelace@Example.COM' }).email).toBe('ada.lovelace@example.com')
  })

  it('runs from the submission to its outcome’s alert', () => {
    const submitted = run({ type: 'typed', text: 'ada@example.com' }, { type: 'submitted' })
    expect(submitted).toMatchObject({ checking: true, alert: null })
    expect(newsletterForm(submitted, { type: 'settled', outcome: 'subscribed' })).toMatchObject({ checking: false, alert: 'activated' })
    expect(newsletterForm(submitted, { type: 'settled', outcome: 'registered' })).toMatchObject({ alert: 'confirmation-sent' })
    expect(newsletterForm(submitted, { type: 'settled', outcome: 'wrong-email' })).toMatchObject({ alert: 'wrong-email' })
    expect(newsletterForm(submitted, { type: 'settled', outcome: 'failed' })).toMatchObject({ alert: 'failed' })
    expect(newsletterForm(submitted, { type: 'settled', outcome: 'cancelled' })).toMatchObject({ checking: false, alert: null })
  })

  it('resets the alert when the e-mail is edited', () => {
    const wrong = run({ type: 'typed', text: 'ada@example.com' }, { type: 'submitted' }, { type: 'settled', outcome: 'wrong-email' })
    expect(newsletterForm(wrong, { type: 'typed', text: 'ada@example.co' })).toMatchObject({ alert: null, email: 'ada@example.co' })
  })

  it('empties the field and keeps the success when cleared', () => {
    const registered = run({ type: 'typed', text: 'ada@example.com' }, { type: 'settled', outcome: 'registered' }, { type: 'cleared' })
    expect(registered).toMatchObject({ email: '', alert: 'confirmation-sent' })
  })

  it('shows the success alert when the customer already has the newsletter, unless an outcome says otherwise', () => {
    expect(shownAlert(null, true)).toBe('activated')
    expect(shownAlert(null, false)).toBeNull()
    expect(shownAlert('failed', true)).toBe('failed')
  })
})

/** Calls that answer as a new e-mail's, a customer's or a broken server would. */
function calls(overrides: Partial<NewsletterCalls> = {}) {
  return {
    checkEmail: vi.fn<NewsletterCalls['checkEmail']>(async () => 'new'),
    register: vi.fn<NewsletterCalls['register']>(async () => ({ userId: 1 })),
    subscribe: vi.fn<NewsletterCalls['subscribe']>(async () => ({})),
    signIn: vi.fn<NewsletterCalls['signIn']>(async () => true),
    ...overrides,
  }
}
const fails = () => Promise.reject(new SiteApiError(500, 'INTERNAL_ERROR', []))

describe('a newsletter submission', () => {
  it('subscribes a signed-in customer directly, without checking an e-mail', async () => {
    const api = calls()
    expect(await submitNewsletter('ada@example.com', true, api)).toBe('subscribed')
    expect(api.subscribe).toHaveBeenCalledTimes(1)
    expect(api.checkEmail).not.toHaveBeenCalled()
  })

  it('signs a known e-mail in with a code, then subscribes; closing the sign-in subscribes nobody', async () => {
    const api = calls({ checkEmail: vi.fn(async () => 'known' as const) })
    expect(await submitNewsletter('ada@example.com', false, api)).toBe('subscribed')
    expect(api.signIn).toHaveBeenCalledWith('ada@example.com')
    expect(api.subscribe).toHaveBeenCalledTimes(1)
    expect(api.register).not.toHaveBeenCalled()

    const closed = calls({ checkEmail: vi.fn(async () => 'known' as const), signIn: vi.fn(async () => false) })
    expect(await submitNewsletter('ada@example.com', false, closed)).toBe('cancelled')
    expect(closed.subscribe).not.toHaveBeenCalled()
  })

  it('registers a new e-mail (the check’s 400)', async () => {
    const api = calls()
    expect(await submitNewsletter('new@example.com', false, api)).toBe('registered')
    expect(api.register).toHaveBeenCalledWith('new@example.com')
    expect(api.subscribe).not.toHaveBeenCalled()
  })

  it('takes any other failure of the check as a wrong e-mail', async () => {
    const api = calls({ checkEmail: fails })
    expect(await submitNewsletter('ada@example.com', false, api)).toBe('wrong-email')
    expect(api.register).not.toHaveBeenCalled()
  })

  it('reports a failed registration or subscription as failed', async () => {
    expect(await submitNewsletter('new@example.com', false, calls({ register: fails }))).toBe('failed')
    expect(await submitNewsletter('ada@example.com', true, calls({ subscribe: fails }))).toBe('failed')
    expect(await submitNewsletter('ada@example.com', false, calls({ checkEmail: async () => 'known', subscribe: fails }))).toBe('failed')
  })
})

describe('running a submission', () => {
  let dataLayer: Array<Record<string, unknown>>
  beforeEach(() => {
    vi.useFakeTimers()
    dataLayer = []
    vi.stubGlobal('window', { dataLayer })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it(`clears a registered e-mail ${NEWSLETTER_CLEAR_DELAY_MS} ms after its success, and reports it`, async () => {
    const events: NewsletterEvent[] = []
    const { outcome } = await runNewsletterSubmission({
      email: 'new@example.com',
      signedIn: false,
      calls: calls(),
      dispatch: (event) => events.push(event),
    })
    expect(outcome).toBe('registered')
    expect(events).toEqual([{ type: 'submitted' }, { type: 'settled', outcome: 'registered' }])
    vi.advanceTimersByTime(NEWSLETTER_CLEAR_DELAY_MS - 1)
    expect(events).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(events.at(-1)).toEqual({ type: 'cleared' })
    expect(dataLayer).toEqual([{ event: 'newsletter_subscribe', status: 'pending_confirmation' }])
  })

  it('keeps the field when the visitor types again before the clear', async () => {
    const events: NewsletterEvent[] = []
    const { keepField } = await runNewsletterSubmission({
      email: 'new@example.com',
      signedIn: false,
      calls: calls(),
      dispatch: (event) => events.push(event),
    })
    keepField()
    vi.advanceTimersByTime(NEWSLETTER_CLEAR_DELAY_MS * 2)
    expect(events.some((event) => event.type === 'cleared')).toBe(false)
  })

  it('never clears the field of a subscription, a wrong e-mail or a failure; reports only successes', async () => {
    for (const [signedIn, api] of [
      [true, calls()],
      [false, calls({ checkEmail: fails })],
      [false, calls({ register: fails })],
    ] as const) {
      const events: NewsletterEvent[] = []
      await runNewsletterSubmission({ email: 'ada@example.com', signedIn, calls: api, dispatch: (event) => events.push(event) })
      vi.advanceTimersByTime(NEWSLETTER_CLEAR_DELAY_MS * 2)
      expect(events.some((event) => event.type === 'cleared')).toBe(false)
    }
    expect(dataLayer).toEqual([{ event: 'newsletter_subscribe', status: 'subscribed' }])
  })
})
