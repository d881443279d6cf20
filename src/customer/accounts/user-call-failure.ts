/** A failed user call is followed by a sign-out this long after its warning (the spec's logout delay). */
export const LOGOUT_DELAY_MS = 3000

/** The error key `GET /backoffice/users/me` answers for a customer who has not accepted the privacy policy. */
export const PRIVACY_POLICY_ERROR = 'USER_PRIVACY_POLICY_ERROR'

export type UserCallFailure = { key?: string; extra?: Record<string, unknown> }

export type FailureAction = { kind: 'open-communications'; userId: number } | { kind: 'warn-then-sign-out' } | { kind: 'sign-out' }

/**
 * What the browser does when the user call fails after sign-in: a customer who must accept the
 * privacy policy goes to the account area's communications page (same window); the same key
 * without a user id is a warning and a sign-out after 3 s; any other failure signs out.
 */
export function userCallFailureAction(failure: UserCallFailure): FailureAction {
  if (failure.key !== PRIVACY_POLICY_ERROR) return { kind: 'sign-out' }
  const userId = failure.extra?.userId
  return typeof userId === 'number' || (typeof userId === 'string' && userId !== '')
    ? { kind: 'open-communications', userId: Number(userId) }
    : { kind: 'warn-then-sign-out' }
}
