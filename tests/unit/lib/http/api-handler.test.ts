import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { apiHandler } from '@/lib/http/api-handler'

afterEach(() => vi.restoreAllMocks())

const post = (body: BodyInit, query = '', headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost/api/v1/travels${query}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe('apiHandler', () => {
  it('hands the handler the same body bytes it was sent, and wraps its value in { data }', async () => {
    const handler = apiHandler(async (request: NextRequest) => ({ echoed: await request.text(), method: request.method }))
    expect(await answer(await handler(post('{"textSearch":"Perù 🧭"}'), {}))).toEqual({
      status: 200,
      body: { data: { echoed: '{"textSearch":"Perù 🧭"}', method: 'POST' } },
    })
  })

  it('refuses NUL and broken escapes in the URL with 400 before the handler runs, logging one line without a stack', async () => {
    const run = vi.fn(async () => 'reached')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = apiHandler(run)
    for (const url of [
      'http://localhost/api/v1/travels/show?slug=a%00b',
      'http://localhost/api/v1/travels/show?slug=%FF',
      'http://localhost/api/v1/a%00/show',
    ]) {
      const { status, body } = await answer(await handler(new NextRequest(url), {}))
      expect(status, url).toBe(400)
      expect(body).toMatchObject({
        key: 'VALIDATION_ERROR',
        message: expect.any(String),
        extra: { issues: [expect.objectContaining({ path: expect.any(String) })] },
      })
    }
    expect(run).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]).toEqual(['site API: refused GET /api/v1/travels/show: 400 VALIDATION_ERROR'])
    expect(error).not.toHaveBeenCalled()
  })

  it('refuses bodies: broken JSON and NUL text with 400, oversized ones with 413', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const run = vi.fn(async () => 'reached')
    const handler = apiHandler(run, { maxBodyBytes: 100 })
    expect(await answer(await handler(post('{not json'), {}))).toMatchObject({
      status: 400,
      body: { key: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' },
    })
    expect(await answer(await handler(post('{"a":"\\u0000"}'), {}))).toMatchObject({
      status: 400,
      body: { key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'a' }] } },
    })
    expect(await answer(await handler(post(JSON.stringify({ a: 'x'.repeat(200) })), {}))).toMatchObject({
      status: 413,
      body: { key: 'PAYLOAD_TOO_LARGE', extra: { maxBytes: 100 } },
    })
    expect(await answer(await handler(post('{}', '', { 'content-length': '5000' }), {}))).toMatchObject({ status: 413 })
    expect(run).not.toHaveBeenCalled()
  })

  it('leaves the body unread when the call takes none', async () => {
    const handler = apiHandler(
      async () => {
        throw new ApiError('NOT_FOUND', 'No such call.')
      },
      { maxBodyBytes: null },
    )
    expect(await answer(await handler(post('{not json'), {}))).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
  })

  it('answers an unexpected failure 500 INTERNAL_ERROR with nothing of the error in the answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = apiHandler(async () => {
      throw new Error('Failed query: select * from "travels" where slug = $1 params: secret')
    })
    const { status, body } = await answer(await handler(post('{}'), {}))
    expect(status).toBe(500)
    expect(body).toEqual({ key: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', extra: {} })
    expect(logged).toHaveBeenCalledTimes(1)
  })
})
