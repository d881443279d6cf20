import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { ApiError } from './api-error'

/** A call's JSON body parsed by `schema`; an empty body is `{}`, text that is not JSON a 400. */
export async function readJson<T extends z.ZodType>(request: NextRequest, schema: T): Promise<z.output<T>> {
  const text = await request.text()
  let body: unknown = {}
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiError('VALIDATION_ERROR', 'The request body is not valid JSON.', {
        issues: [{ path: '', message: 'Send a JSON object.' }],
      })
    }
  }
  return schema.parse(body)
}
