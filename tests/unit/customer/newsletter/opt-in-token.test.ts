import { describe, expect, it } from 'vitest'
import {
  CONFIRM_LINK_TTL_HOURS,
  linkExpiresAt,
  linkOutcome,
  newOptInToken,
  OPT_IN_TOKEN_PATTERN,
  optInTokenHash,
} from '@/customer/newsletter/opt-in-token'

describe('the confirmation link’s token', () => {
  it('is 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newOptInToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(OPT_IN_TOKEN_PATTERN)
  })

  it('is kept as a hash that does not contain it and is the same for the same token', () => {
    const token = newOptInToken()
    expect(optInTokenHash(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(optInTokenHash(token)).toBe(optInTokenHash(token))
    expect(optInTokenHash(token)).not.toContain(token)
    expect(optInTokenHash(newOptInToken())).not.toBe(optInTokenHash(token))
  })

  it(`works for ${CONFIRM_LINK_TTL_HOURS} hours after it was sent, not a millisecond more`, () => {
    const sent = new Date('2027-03-01T10:00:00Z')
    const expiresAt = linkExpiresAt(sent)
    expect(expiresAt.toISOString()).toBe('2027-03-04T10:00:00.000Z')
    expect(linkOutcome({ expiresAt }, sent)).toBe('confirm')
    expect(linkOutcome({ expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('confirm')
    expect(linkOutcome({ expiresAt }, expiresAt)).toBe('expired')
    expect(linkOutcome(null, sent)).toBe('unknown')
  })
})
