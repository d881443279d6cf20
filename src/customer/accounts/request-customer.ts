import type { NextRequest } from 'next/server'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import type { CallError } from '@/lib/site-api/site-call'
import { ACCESS_COOKIE } from './auth-cookies'
import { tokenCustomerId } from './customer-session'
import { customerById } from './customers'

/** What a call for signed-in customers can answer for its caller's sake. */
export const SIGNED_IN_ERRORS: readonly CallError[] = [
  [401, 'UNAUTHORIZED', 'no token, or one that does not verify or was signed out'],
  [403, 'USER_PRIVACY_POLICY_ERROR', 'the customer has not accepted the privacy policy (an account an editor created); `extra.userId`'],
]

/** The token a call carries: `Authorization: Bearer {jwt}`, else the access cookie (which the browser sends to the site API only). */
export function requestToken(request: NextRequest): string | undefined {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return bearer ?? request.cookies.get(ACCESS_COOKIE)?.value
}

/**
 * The customer a call is made by: `Authorization: Bearer {jwt}`, else the access cookie; 401
 * without a valid token. A customer who has not accepted the privacy policy (an account an
 * editor created) is refused with 403 USER_PRIVACY_POLICY_ERROR and `extra.userId`: the site
 * sends them to the account area's communications page to accept it.
 */
export async function requestCustomer(request: NextRequest) {
  const customer = await requestAccountHolder(request)
  if (!customer.acceptedFlags?.privacy)
    throw new ApiError('USER_PRIVACY_POLICY_ERROR', 'Accept the privacy policy to go on.', { userId: customer.id }, 403)
  return customer
}

/**
 * The customer a call is made by, whether or not they have accepted the privacy policy (the
 * communications calls, where they accept it): `Authorization: Bearer {jwt}`, else the access
 * cookie; 401 without a valid token.
 */
export async function requestAccountHolder(request: NextRequest) {
  const token = requestToken(request)
  const payload = await cms()
  const id = token ? await tokenCustomerId(payload, token) : null
  if (id === null) throw new ApiError('UNAUTHORIZED', 'Sign in first.')
  const customer = await customerById(payload, id)
  if (!customer) throw new ApiError('UNAUTHORIZED', 'Sign in first.')
  return customer
}
