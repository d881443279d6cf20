import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '@/identity/return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/it/viaggi?sort=price:asc#top', '/it/viaggi?sort=price:asc#top'],
    ['/', '/'],
    ['/it/cerca?q=a/../b', '/it/cerca?q=a/../b'],
    ['/de/reisen%20nach', '/de/reisen%20nach'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it.each([
    null,
    '',
    'it/viaggi',
    '//evil.example.com',
    'https://evil.example.com/it',
    '/\\evil.example.com',
    '/it\u0000',
    '/it\r\nSet-Cookie: x=1',
    `/${'a'.repeat(3000)}`,
    // Dot segments resolve away into a protocol-relative address.
    '/..//evil.example',
    '/en/../..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./evil',
    '/it/.%2e/x',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%zz',
  ])('sends %j home', (value) => {
    expect(safeReturnPath(value)).toBe('/')
  })
})
