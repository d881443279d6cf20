import { describe, expect, it } from 'vitest'
import { dialogStepName, signInStart, signInStep, type SignInEvent, type SignInState } from '@/customer/accounts/sign-in-steps'

const consent = { privacy: true, marketing: false }
const walk = (state: SignInState, ...events: SignInEvent[]) => events.reduce(signInStep, state)
const opened = walk(signInStart(null), { type: 'requested', email: null, consent: null, purpose: 'wishlist' })
const atCode = walk(
  opened,
  { type: 'email-entered', email: 'ada@example.com' },
  { type: 'email-checked', known: true },
  { type: 'code-sent', renewableIn: 120, at: 1_000 },
)

describe('the sign-in dialog as the page finds it', () => {
  it('is closed, unless the page was opened for the identity provider’s request', () => {
    expect(signInStart(null)).toMatchObject({ open: false, interaction: null, step: 'email' })
    expect(signInStart('uid-1')).toMatchObject({ open: true, interaction: 'uid-1', step: 'email', purpose: 'sign-in' })
  })
})

describe('a feature’s request', () => {
  it('opens at the e-mail step, titled for its purpose', () => {
    expect(opened).toMatchObject({ open: true, purpose: 'wishlist', step: 'email', email: '', busy: false, error: null })
  })

  it('with an e-mail, keeps it and its consent and waits for its code', () => {
    const state = walk(signInStart(null), { type: 'requested', email: 'ada@example.com', consent, purpose: 'sign-in' })
    expect(state).toMatchObject({ open: true, step: 'email', email: 'ada@example.com', consent, busy: true })
    expect(walk(state, { type: 'code-sent', renewableIn: 60, at: 5 })).toMatchObject({ step: 'code', busy: false })
  })

  it('starts afresh after an earlier opening, keeping the provider’s request', () => {
    const earlier = walk(atCode, { type: 'wrong-code' }, { type: 'failed' })
    const state = walk({ ...earlier, interaction: 'uid-1' }, { type: 'requested', email: null, consent: null, purpose: 'booking' })
    expect(state).toEqual({ ...signInStart('uid-1'), open: true, purpose: 'booking' })
  })
})

describe('the e-mail step', () => {
  it('says so when the text is no e-mail, and waits for nothing', () => {
    expect(walk(opened, { type: 'email-entered', email: null })).toMatchObject({ step: 'email', error: 'wrongEmail', busy: false })
  })

  it('takes an e-mail and checks it, clearing an earlier error', () => {
    const state = walk(opened, { type: 'email-entered', email: null }, { type: 'email-entered', email: 'ada@example.com' })
    expect(state).toMatchObject({ email: 'ada@example.com', error: null, busy: true })
  })

  it('sends a customer’s e-mail on to its code: step 1, then step 2 for an existing user', () => {
    const checked = walk(opened, { type: 'email-entered', email: 'ada@example.com' }, { type: 'email-checked', known: true })
    expect(checked).toMatchObject({ step: 'email', isNew: false, busy: true })
    expect(dialogStepName(checked)).toBe('step-1')
    expect(atCode).toMatchObject({ step: 'code', busy: false, countdown: { seconds: 120, startedAt: 1_000 } })
    expect(dialogStepName(atCode)).toBe('step-2-existing-user')
  })

  it('sends a new e-mail to the consent step: step 2 for a new user, then its code at step 3', () => {
    const state = walk(opened, { type: 'email-entered', email: 'new@example.com' }, { type: 'email-checked', known: false })
    expect(state).toMatchObject({ step: 'consent', isNew: true, busy: false })
    expect(dialogStepName(state)).toBe('step-2-new-user')
    const given = walk(state, { type: 'consent-given', consent })
    expect(given).toMatchObject({ step: 'consent', consent, busy: true })
    const sent = walk(given, { type: 'code-sent', renewableIn: 120, at: 2_000 })
    expect(sent).toMatchObject({ step: 'code', consent, busy: false })
    expect(dialogStepName(sent)).toBe('step-3')
  })

  it('goes back to the e-mail when the server refuses it', () => {
    const state = walk(opened, { type: 'email-entered', email: 'ada@example.com' }, { type: 'email-refused' })
    expect(state).toMatchObject({ step: 'email', error: 'wrongEmail', busy: false })
  })
})

describe('the code step', () => {
  it('waits while a code is checked, and says so when it is wrong until a digit changes', () => {
    const checking = walk(atCode, { type: 'code-entered' })
    expect(checking).toMatchObject({ busy: true, wrongCode: false })
    const wrong = walk(checking, { type: 'wrong-code' })
    expect(wrong).toMatchObject({ step: 'code', busy: false, wrongCode: true })
    expect(walk(wrong, { type: 'code-edited' })).toMatchObject({ wrongCode: false })
    expect(walk(atCode, { type: 'code-edited' })).toBe(atCode)
  })

  it('asks for a new code once the countdown is over, restarting it', () => {
    const resending = walk(atCode, { type: 'wrong-code' }, { type: 'resend' })
    expect(resending).toMatchObject({ step: 'code', busy: true, wrongCode: false })
    expect(walk(resending, { type: 'code-sent', renewableIn: 90, at: 9_000 })).toMatchObject({
      busy: false,
      countdown: { seconds: 90, startedAt: 9_000 },
    })
  })

  it('says the provider’s request expired', () => {
    const state = walk({ ...atCode, interaction: 'uid-1' }, { type: 'code-entered' }, { type: 'expired' })
    expect(state).toMatchObject({ step: 'code', error: 'expired', busy: false })
  })

  it('goes back to change the e-mail, keeping it in the field', () => {
    expect(walk(atCode, { type: 'change-email' })).toMatchObject({ step: 'email', email: 'ada@example.com' })
  })
})

describe('the end of a sign-in', () => {
  it('closes once signed in, and the next opening starts afresh', () => {
    expect(walk(atCode, { type: 'code-entered' }, { type: 'signed-in' })).toEqual(signInStart(null))
  })

  it('closes when the visitor closes it, forgetting the provider’s request', () => {
    expect(walk({ ...atCode, interaction: 'uid-1' }, { type: 'closed' })).toEqual(signInStart(null))
  })

  it('says to try later when a call fails, and lets the visitor try again', () => {
    const failed = walk(opened, { type: 'email-entered', email: 'ada@example.com' }, { type: 'failed' })
    expect(failed).toMatchObject({ step: 'email', error: 'tryLater', busy: false })
    expect(walk(failed, { type: 'email-entered', email: 'ada@example.com' })).toMatchObject({ error: null, busy: true })
  })
})
