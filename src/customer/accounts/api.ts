import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { finishLogin, pendingInteraction } from '@/identity/interactions'
import { identityProvider } from '@/identity/provider'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { clientAddress } from '@/lib/http/client-address'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { signAccessToken } from './access-token'
import { ACCOUNT_LIMITS } from './account-limits'
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './auth-cookies'
import { CODE_LENGTH } from './code-rules'
import { customerAnswer } from './customer-answer'
import { customerByEmail, presentCustomer, signedInCustomer } from './customers'
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens'
import { requestCustomer, SIGNED_IN_ERRORS } from './request-customer'
import { redeemSignInCode, sendSignInCode } from './sign-in-codes'

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'))
  .describe('an e-mail address, lowercased')
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `The code is ${CODE_LENGTH} digits.`)
const refreshToken = z.string().min(20).max(200)

const generateBody = z.object({
  email,
  consent: z.object({ privacy: z.boolean(), marketing: z.boolean() }).optional().describe("a new account's consents"),
})
const completeBody = z.object({ email, otp: code })
const interactionBody = completeBody.extend({ uid: z.string().min(1).max(64) })
const emailBody = z.object({ email })
const refreshBody = z.object({ refreshToken: refreshToken.optional().describe('else the `auth.refresh` cookie') })

const tokensAnswer = z.object({ jwt: z.string(), refreshToken: z.string() })
const RATE_LIMITED = [429, 'RATE_LIMITED', 'too many calls from this client address or for this e-mail; `extra.retryAfter`'] as const
const CODE_INVALID = [401, 'OTP_CODE_INVALID', 'a wrong, used, spent (5 wrong tries) or expired (10 min) code'] as const

/** A fresh pair of tokens of one session in the answer and in the `auth` cookies. */
async function signedIn(customerId: number, refresh: { token: string; session: string }) {
  const tokens = { jwt: await signAccessToken(customerId, refresh.session), refreshToken: refresh.token }
  const response = NextResponse.json({ data: tokens })
  setAuthCookies(response, tokens)
  return response
}

async function generateOtp(request: NextRequest) {
  const body = await readJson(request, generateBody)
  const limiter = rateLimiter()
  await enforce(limiter, ACCOUNT_LIMITS.sendCodePerAddress, clientAddress(request))
  await enforce(limiter, ACCOUNT_LIMITS.sendCodePerEmail, body.email)
  return sendSignInCode(await cms(), { email: body.email, edition: await requestEdition(request), consent: body.consent ?? null })
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

async function completeOtp(request: NextRequest) {
  const customer = await provenCustomer(request, await readJson(request, completeBody))
  return signedIn(customer.id, await issueRefreshToken(await cms(), customer.id))
}

/** An expired interaction is refused before the code is used. */
async function completeInteraction(request: NextRequest) {
  const body = await readJson(request, interactionBody)
  const provider = identityProvider()
  await pendingInteraction(provider, body.uid)
  const customer = await provenCustomer(request, body)
  return { redirectTo: await finishLogin(provider, body.uid, customer.id) }
}

async function refresh(request: NextRequest) {
  const body = await readJson(request, refreshBody)
  await enforce(rateLimiter(), ACCOUNT_LIMITS.refreshPerAddress, clientAddress(request))
  const token = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value
  if (!token) throw new ApiError('UNAUTHORIZED', 'Sign in again.')
  const rotated = await rotateRefreshToken(await cms(), token)
  return signedIn(rotated.customerId, rotated)
}

async function logout(request: NextRequest) {
  const body = await readJson(request, refreshBody)
  const token = body.refreshToken ?? request.cookies.get(REFRESH_COOKIE)?.value
  if (token) await revokeRefreshToken(await cms(), token)
  const response = NextResponse.json({ data: { signedOut: true } })
  clearAuthCookies(response)
  return response
}

async function validateEmail(request: NextRequest) {
  const body = await readJson(request, emailBody)
  await enforce(rateLimiter(), ACCOUNT_LIMITS.validateEmailPerAddress, clientAddress(request))
  const customer = await customerByEmail(await cms(), body.email)
  if (!customer) throw new ApiError('USER_NOT_FOUND', 'No account has this e-mail yet.', {}, 400)
  return { email: customer.email }
}

/** Signing in with a mailed code, the session's tokens, and who is signed in. */
export const ACCOUNT_API = siteCalls(
  {
    method: 'POST',
    path: '/auth/generate-otp',
    summary: "Mails a six-digit sign-in code in the edition's language.",
    query: editionQuery,
    body: generateBody,
    answer: z.object({ renewableIn: z.number().describe('seconds before another code can be asked for (120)') }),
    errors: [
      [429, 'OTP_CODE_STILL_VALID', 'within 120 s of the last code; `extra.renewableIn`'],
      RATE_LIMITED,
      [503, 'SERVICE_UNAVAILABLE', 'the mail cannot be sent'],
    ],
    handler: generateOtp,
  },
  {
    method: 'POST',
    path: '/auth/complete-otp',
    summary:
      "Signs in with the code (a new e-mail's account is created with the consent it sent); the tokens are also set as HttpOnly cookies `auth.access`, `auth.refresh`.",
    body: completeBody,
    answer: tokensAnswer,
    errors: [CODE_INVALID, RATE_LIMITED],
    handler: completeOtp,
  },
  {
    method: 'POST',
    path: '/auth/interaction',
    summary:
      "The built-in identity provider's login step (the sign-in dialog opened by `?sign-in={uid}`): the code proves the e-mail and the provider's interaction continues as that customer.",
    body: interactionBody,
    answer: z.object({ redirectTo: z.string().describe('where the browser resumes the sign-in') }),
    errors: [[404, 'NOT_FOUND', 'an unknown or expired interaction (the code is not used then)'], CODE_INVALID, RATE_LIMITED],
    handler: completeInteraction,
  },
  {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'A new pair of tokens for the refresh token (body, else the cookie); the old one is used up.',
    body: refreshBody,
    answer: tokensAnswer,
    errors: [[401, 'UNAUTHORIZED', 'no token, or one already used (which ends its family)'], RATE_LIMITED],
    handler: refresh,
  },
  {
    method: 'POST',
    path: '/auth/logout',
    summary:
      "Ends the refresh token's family, the session its access tokens name (`sid`): they answer 401 at once, though not expired; clears the cookies.",
    body: refreshBody,
    answer: z.object({ signedOut: z.literal(true) }),
    errors: [],
    handler: logout,
  },
  {
    method: 'GET',
    path: '/backoffice/users/me',
    summary: 'The signed-in customer (`Authorization: Bearer {jwt}`, else the `auth.access` cookie).',
    answer: customerAnswer,
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => presentCustomer(await requestCustomer(request)),
  },
  {
    method: 'POST',
    path: '/users/validate-email',
    summary: "200 for a customer's e-mail, 400 for a new one.",
    body: emailBody,
    answer: z.object({ email: z.string() }),
    errors: [[400, 'USER_NOT_FOUND', 'no account has this e-mail yet'], RATE_LIMITED],
    handler: validateEmail,
  },
)
