import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { ACCOUNT_LIMITS } from '@/features/accounts/account-limits'
import { signAccessToken } from '@/features/accounts/access-token'
import { ACCESS_COOKIE, clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from '@/features/accounts/auth-cookies'
import { tokenCustomerId } from '@/features/accounts/customer-session'
import { customerByEmail, customerById, presentCustomer, signedInCustomer } from '@/features/accounts/customers'
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from '@/features/accounts/refresh-tokens'
import { sendSignInCode, redeemSignInCode } from '@/features/accounts/sign-in-codes'
import { CODE_LENGTH } from '@/features/accounts/code-rules'
import { finishLogin, pendingInteraction } from '@/identity/interactions'
import { identityProvider } from '@/identity/provider'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { clientAddress } from '@/lib/http/client-address'
import { requestEdition } from './request-edition'

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.'))
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `The code is ${CODE_LENGTH} digits.`)
const refreshToken = z.string().min(20).max(200)

const generateBody = z.object({
  email,
  consent: z.object({ privacy: z.boolean(), marketing: z.boolean() }).optional(),
})
const completeBody = z.object({ email, otp: code })
const interactionBody = completeBody.extend({ uid: z.string().min(1).max(64) })
const emailBody = z.object({ email })
const refreshBody = z.object({ refreshToken: refreshToken.optional() })

/** A fresh pair of tokens of one session in the answer and in the `auth` cookies. */
async function signedIn(customerId: number, refresh: { token: string; session: string }) {
  const tokens = { jwt: await signAccessToken(customerId, refresh.session), refreshToken: refresh.token }
  const response = NextResponse.json({ data: tokens })
  setAuthCookies(response, tokens)
  return response
}

/** `POST /auth/generate-otp` `{ email, consent? }`: mails a sign-in code; `{ renewableIn }`. */
export async function generateOtp(request: NextRequest) {
  const body = await readJson(request, generateBody)
  const limiter = rateLimiter()
  await enforce(limiter, ACCOUNT_LIMITS.sendCodePerAddress, clientAddress(request))
  await enforce(limiter, ACCOUNT_LIMITS.sendCodePerEmail, body.email)
  return sendSignInCode(await cms(), { email: body.email, edition: requestEdition(request), consent: body.consent ?? null })
}

/** The customer whose e-mail the code proves (a new e-mail's account is created), within the tries' limits. */
async function provenCustomer(request: NextRequest, body: { email: string; otp: string }) {
  const limiter = rateLimiter()
  await enforce(limiter, ACCOUNT_LIMITS.checkCodePerAddress, clientAddress(request))
  await enforce(limiter, ACCOUNT_LIMITS.checkCodePerEmail, body.email)
  const payload = await cms()
  const { consent } = await redeemSignInCode(payload, body)
  return signedInCustomer(payload, body.email, consent)
}

/** `POST /auth/complete-otp` `{ otp, email }`: signs in (a new e-mail's account is created); `{ jwt, refreshToken }`. */
export async function completeOtp(request: NextRequest) {
  const customer = await provenCustomer(request, await readJson(request, completeBody))
  return signedIn(customer.id, await issueRefreshToken(await cms(), customer.id))
}

/**
 * `POST /auth/interaction` `{ uid, email, otp }`: the built-in identity provider's login step. The
 * code proves the e-mail; the provider's interaction continues as that customer: `{ redirectTo }`,
 * where the browser resumes the sign-in. An expired interaction is refused before the code is used.
 */
export async function completeInteraction(request: NextRequest) {
  const body = await readJson(request, interactionBody)
  const provider = identityProvider()
  await pendingInteraction(provider, body.uid)
  const customer = await provenCustomer(request, body)
  return { redirectTo: await finishLogin(provider, body.uid, customer.id) }
}

/** `POST /auth/refresh` `{ refreshToken? }` (else the cookie): a new pair; the old token is used up. */
export async function refresh(request: NextRequest) {
  const body = await readJson(request, refreshBody)
  await enforce(rateLimiter(), ACCOUNT_LIMITS.refreshPerAddress, clientAddress(request))
  const token = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value
  if (!token) throw new ApiError('UNAUTHORIZED', 'Sign in again.')
  const rotated = await rotateRefreshToken(await cms(), token)
  return signedIn(rotated.customerId, rotated)
}

/** `POST /auth/logout`: ends the refresh token's family (the session: its access tokens stop working) and clears the cookies. */
export async function logout(request: NextRequest) {
  const body = await readJson(request, refreshBody)
  const token = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value
  if (token) await revokeRefreshToken(await cms(), token)
  const response = NextResponse.json({ data: { signedOut: true } })
  clearAuthCookies(response)
  return response
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
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  const token = bearer ?? request.cookies.get(ACCESS_COOKIE)?.value
  const payload = await cms()
  const id = token ? await tokenCustomerId(payload, token) : null
  if (id === null) throw new ApiError('UNAUTHORIZED', 'Sign in first.')
  const customer = await customerById(payload, id)
  if (!customer) throw new ApiError('UNAUTHORIZED', 'Sign in first.')
  return customer
}

/** `GET /backoffice/users/me` with `Authorization: Bearer {jwt}` (else the cookie): the signed-in customer. */
export async function showMe(request: NextRequest) {
  return presentCustomer(await requestCustomer(request))
}

/** `POST /users/validate-email` `{ email }`: 200 for a customer's e-mail, 400 USER_NOT_FOUND for a new one. */
export async function validateEmail(request: NextRequest) {
  const body = await readJson(request, emailBody)
  await enforce(rateLimiter(), ACCOUNT_LIMITS.validateEmailPerAddress, clientAddress(request))
  const customer = await customerByEmail(await cms(), body.email)
  if (!customer) throw new ApiError('USER_NOT_FOUND', 'No account has this e-mail yet.', {}, 400)
  return { email: customer.email }
}
