import { afterEach, describe, expect, it, vi } from 'vitest'
import { malformedPathResponse } from '@/lib/http/malformed-path'

afterEach(() => vi.restoreAllMocks())

describe('malformedPathResponse', () => {
  it('lets clean paths through, encoded unicode included', () => {
    for (const path of ['/it', '/it/viaggi/per%C3%B9', '/api/v1/travels', '/api/v1/%F0%9F%98%80', '/admin/collections/pages'])
      expect(malformedPathResponse(path), path).toBeNull()
  })

  it('answers 400 in the site API envelope, the CMS error shape, or text, with one warning line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = malformedPathResponse('/api/v1/%FF')!
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'path' }] } })
    const cms = malformedPathResponse('/api/pages/a%')!
    expect(await cms.json()).toMatchObject({ errors: [{ message: expect.any(String) }] })
    const page = malformedPathResponse('/it/%C0%AF')!
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(malformedPathResponse('/it/a%00b')?.status).toBe(400)
    expect(warn).toHaveBeenCalledTimes(4)
  })
})
