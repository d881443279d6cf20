import { expect, test } from './fixtures'

test.describe('TRACE', () => {
  // Next cannot build a request for TRACE (Node's fetch refuses the method): it answered 500.
  for (const path of ['/it', '/api/pages', '/api/users/login', '/api/v1/wishlist', '/login']) {
    test(`${path} answers 405 with Allow`, async ({ request }) => {
      const response = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 })
      expect(response.status()).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
      expect(response.headers()['cache-control']).toBe('private, no-store')
      if (path.startsWith('/api/v1/')) expect(await response.json()).toMatchObject({ key: 'METHOD_NOT_ALLOWED' })
      else if (path.startsWith('/api/')) expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('TRACE') }] })
    })
  }
})
