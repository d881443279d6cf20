import { describe, expect, it } from 'vitest'
import { checkedJsonBody, unstorableJsonPath } from '@/lib/http/json-body'

const bytes = (text: string) => new TextEncoder().encode(text)

function refusal(body: Uint8Array) {
  try {
    checkedJsonBody(body)
  } catch (error) {
    return error
  }
  throw new Error('accepted')
}

describe('unstorableJsonPath', () => {
  it('finds NUL or an unpaired surrogate in any string or key, with its path', () => {
    expect(unstorableJsonPath({ a: [1, 'ok', { b: 'x\0' }] })).toBe('a.2.b')
    expect(unstorableJsonPath({ a: { 'k\uD800': 1 } })).toBe('a')
    expect(unstorableJsonPath('\0')).toBe('')
    expect(unstorableJsonPath({ __proto__: 'x', constructor: { prototype: '🧭' }, n: null, t: true })).toBeNull()
  })

  it('walks deep nesting without running out of stack', () => {
    const depth = 100_000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`)
    expect(unstorableJsonPath(deep)).toHaveLength(200)
  })
})

describe('checkedJsonBody', () => {
  it('returns the parsed value, undefined for an empty body', () => {
    expect(checkedJsonBody(bytes('{"a":[1,"é"]}'))).toEqual({ a: [1, 'é'] })
    expect(checkedJsonBody(bytes('  \n'))).toBeUndefined()
    expect(checkedJsonBody(new Uint8Array(0))).toBeUndefined()
  })

  it('refuses broken JSON, invalid UTF-8 and unstorable text with 400 VALIDATION_ERROR', () => {
    expect(refusal(bytes('{not json'))).toMatchObject({
      status: 400,
      key: 'VALIDATION_ERROR',
      message: 'The request body is not valid JSON.',
    })
    expect(refusal(new Uint8Array([0x7b, 0xff, 0x7d]))).toMatchObject({
      status: 400,
      extra: { issues: [{ path: '', message: 'The body is not valid UTF-8.' }] },
    })
    expect(refusal(bytes('{"slug":"a\\u0000b"}'))).toMatchObject({ status: 400, extra: { issues: [{ path: 'slug' }] } })
    expect(refusal(bytes('["\\ud800"]'))).toMatchObject({ status: 400, extra: { issues: [{ path: '0' }] } })
  })
})
