import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import { sqlRows } from '@/lib/database/sql'
import { ApiError } from '@/lib/http/api-error'
import { codeHash, isCodeHash, newCode } from './code-crypto'
import { CODE_TTL_SECONDS, codeState, MAX_TRIES, RENEW_AFTER_SECONDS, renewableIn } from './code-rules'
import { otpMail } from './otp-mail'

/** What a new e-mail agreed to before asking for its code; its account is created with it. */
export type SignUpConsent = { privacy: boolean; marketing: boolean }

async function lastCode(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'sign-in-codes',
    overrideAccess: true,
    where: { email: { equals: email } },
    sort: '-sentAt',
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

const asSent = (code: { sentAt: string; tries: number; usedAt?: string | null }) => ({
  sentAt: new Date(code.sentAt),
  tries: code.tries,
  usedAt: code.usedAt ? new Date(code.usedAt) : null,
})

/**
 * Sends a new code to the e-mail (the last one stops counting), unless one was sent less than
 * 120 s ago: 429 OTP_CODE_STILL_VALID with `extra.renewableIn`. A code that cannot be mailed is
 * not kept.
 */
export async function sendSignInCode(
  payload: Payload,
  { email, edition, consent }: { email: string; edition: Edition; consent: SignUpConsent | null },
  now = new Date(),
): Promise<{ renewableIn: number }> {
  const last = await lastCode(payload, email)
  const wait = renewableIn(last ? asSent(last) : null, now)
  if (wait > 0)
    throw new ApiError('OTP_CODE_STILL_VALID', 'A code was sent a moment ago; wait before asking again.', { renewableIn: wait }, 429)
  const code = newCode()
  const saved = await payload.create({
    collection: 'sign-in-codes',
    overrideAccess: true,
    data: { email, codeHash: codeHash(email, code), sentAt: now.toISOString(), tries: 0, edition: edition.code, consent },
  })
  try {
    await payload.sendEmail({ to: email, ...otpMail({ edition, code, validMinutes: CODE_TTL_SECONDS / 60, email }) })
  } catch (error) {
    await payload.delete({ collection: 'sign-in-codes', id: saved.id, overrideAccess: true })
    payload.logger.error({ msg: 'sign-in code: the mail could not be sent', err: error })
    throw new ApiError('SERVICE_UNAVAILABLE', 'The code could not be sent; try again in a moment.')
  }
  return { renewableIn: RENEW_AFTER_SECONDS }
}

const invalid = () => new ApiError('OTP_CODE_INVALID', 'The code is wrong or no longer valid.', {}, 401)

/**
 * Checks a code against the e-mail's last one: right, live and not used yet, it is used up and
 * the e-mail's consent (for a new account) is returned; wrong, it costs one of the five tries.
 * Both changes are single statements, so concurrent guesses cannot get more tries or a second use.
 */
export async function redeemSignInCode(payload: Payload, { email, otp }: { email: string; otp: string }, now = new Date()) {
  const last = await lastCode(payload, email)
  if (!last || codeState(asSent(last), now) !== 'live') throw invalid()
  const sql = sqlRows(payload)
  if (!isCodeHash(last.codeHash, email, otp)) {
    await sql('UPDATE sign_in_codes SET tries = tries + 1 WHERE id = $1 AND tries < $2', [last.id, MAX_TRIES])
    throw invalid()
  }
  const used = await sql('UPDATE sign_in_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND tries < $3 RETURNING id', [
    last.id,
    now.toISOString(),
    MAX_TRIES,
  ])
  if (used.length === 0) throw invalid()
  return { consent: (last.consent ?? null) as SignUpConsent | null }
}
