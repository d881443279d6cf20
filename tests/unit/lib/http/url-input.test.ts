import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { assertCleanUrl, unsafeQueryPart, unsafeUrlPart } from '@/lib/http/url-input'

const base = 'http://localhost/api/v1/travels/show'

describe('unsafeUrlPart', () => {
  it('is null for clean paths and queries, encoded unicode and reserved characters included', () => {
    for (const query of [
      '',
      '?slug=peru',
      '?slug=per%C3%B9&edition=it',
      '?search=%F0%9F%A7%AD',
      '?a=1&&b',
      '?q=a+b%2B%26',
      '?flag',
      '?=x',
    ]) {
      expect(unsafeUrlPart(`${base}${query}`), query).toBeNull()
    }
    expect(unsafeUrlPart('http://localhost/api/v1/a%2Fb/%C3%A8')).toBeNull()
  })

  it('names the query parameter carrying NUL or a broken escape', () => {
    expect(unsafeUrlPart(`${base}?slug=a%00b`)).toBe('slug')
    expect(unsafeUrlPart(`${base}?edition=it&travel=%FF`)).toBe('travel')
    expect(unsafeUrlPart(`${base}?slug=%C0%AF`)).toBe('slug') // overlong "/"
    expect(unsafeUrlPart(`${base}?slug=%ED%A0%80`)).toBe('slug') // an encoded surrogate
    expect(unsafeUrlPart(`${base}?slug=%E2%82`)).toBe('slug') // truncated sequence
    expect(unsafeUrlPart(`${base}?slug=100%`)).toBe('slug')
    expect(unsafeUrlPart(`${base}?slug=%zz`)).toBe('slug')
  })

  it('says `query` when the parameter name itself is broken, `path` for the path', () => {
    expect(unsafeUrlPart(`${base}?a%00=1`)).toBe('query')
    expect(unsafeUrlPart('http://localhost/api/v1/a%00b')).toBe('path')
    expect(unsafeUrlPart('http://localhost/api/v1/%E0%80%80/x')).toBe('path')
  })

  it('cuts a long parameter name short', () => {
    expect(unsafeQueryPart(`${'n'.repeat(500)}=%00`)).toHaveLength(100)
  })
})

describe('assertCleanUrl', () => {
  it('throws a 400 VALIDATION_ERROR with the issue path', () => {
    expect(() => assertCleanUrl(base)).not.toThrow()
    try {
      assertCleanUrl(`${base}?slug=a%00b`)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 400, key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'slug' }] } })
    }
  })
})
