import { describe, expect, it } from 'vitest'
import { userCallFailureAction } from '@/customer/accounts/user-call-failure'

describe('what a failed user call leads to', () => {
  it('opens the communications page for the privacy error with a user id', () => {
    expect(userCallFailureAction({ key: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: 9 } })).toEqual({
      kind: 'open-communications',
      userId: 9,
    })
    expect(userCallFailureAction({ key: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: '9' } })).toEqual({
      kind: 'open-communications',
      userId: 9,
    })
  })

  it('warns, then signs out, for the privacy error without a user id', () => {
    for (const extra of [undefined, {}, { userId: null }, { userId: '' }, { userId: { id: 9 } }])
      expect(userCallFailureAction({ key: 'USER_PRIVACY_POLICY_ERROR', extra })).toEqual({ kind: 'warn-then-sign-out' })
  })

  it('signs out for any other failure, even one carrying a user id', () => {
    for (const key of [undefined, 'UNAUTHORIZED', 'INTERNAL_ERROR', 'user_privacy_policy_error'])
      expect(userCallFailureAction({ key, extra: { userId: 9 } })).toEqual({ kind: 'sign-out' })
  })
})
