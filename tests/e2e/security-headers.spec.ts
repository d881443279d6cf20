import { E2E_ADMIN } from '../../playwright.config'
import { expect, test } from './fixtures'

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']

test.describe('security headers', () => {
  for (const path of ['/it', '/api/v1/health', '/api/v1/no-such-call', '/admin/login']) {
    test(`${path} carries them`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy()
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    })
  }

  test('the admin sign-in cookie is HttpOnly and SameSite', async ({ request }) => {
    const response = await request.post('/api/users/login', { data: E2E_ADMIN })
    const cookie = response
      .headersArray()
      .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='))?.value
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
})
