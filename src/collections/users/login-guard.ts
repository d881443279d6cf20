import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clientAddress } from '@/lib/http/client-address'
import { rateLimiter, type RateLimit } from '@/lib/rate-limit'
import { dummyPasswordCheck } from './dummy-password-check'

/**
 * Password guessing is bounded per account AND client address (10 tries in 10 minutes, reset by a
 * success), and per address over all accounts. Unlike an account-wide lockout, nobody can lock
 * someone else out of their account from their own address.
 */
export const BACKOFFICE_LOGIN_LIMITS = {
  perAccountAndAddress: { name: 'backoffice-login-account', max: 10, windowSeconds: 10 * 60 },
  perAddress: { name: 'backoffice-login-address', max: 100, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>

const accountKey = (email: string, address: string) => `${email}\n${address}`
const typedEmail = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

async function enforceLoginLimits(req: PayloadRequest, email: string) {
  const address = clientAddress(req as unknown as Request)
  const limiter = rateLimiter()
  for (const [limit, key] of [
    [BACKOFFICE_LOGIN_LIMITS.perAddress, address],
    [BACKOFFICE_LOGIN_LIMITS.perAccountAndAddress, accountKey(email, address)],
  ] as const) {
    const verdict = await limiter.hit(limit, key)
    if (!verdict.allowed) throw new APIError(`Too many sign-in attempts; try again in ${verdict.retryAfter} s.`, 429, null, true)
  }
}

/**
 * Before a backoffice sign-in: the network's limits (server code signing in through the local API
 * is not limited), then, for an e-mail of no account, the password hash a real check would cost.
 */
export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { data } = args as { data?: { password?: unknown } }
  const email = typedEmail(data)
  if (req.payloadAPI !== 'local') await enforceLoginLimits(req, email)
  const account = email ? await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } }) : null
  if (!account && typeof data?.password === 'string') await dummyPasswordCheck(data.password)
  return args
}

/** A successful sign-in clears that account's failed tries from that address. */
export const clearLoginTries: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  await rateLimiter().reset(
    BACKOFFICE_LOGIN_LIMITS.perAccountAndAddress,
    accountKey(typedEmail(user), clientAddress(req as unknown as Request)),
  )
  return user
}
