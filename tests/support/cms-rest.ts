import config from '@payload-config'
import { handleEndpoints } from 'payload'

export type RestAnswer = { status: number; body: unknown }

/**
 * Calls the CMS REST API in-process, as the server's `/api/[...slug]` route hands requests to
 * Payload: `path` starts with `/api/`; `token` signs the call in as that user.
 */
export async function cmsRest(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<RestAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
  if (options.token) headers.authorization = `JWT ${options.token}`
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const response = await handleEndpoints({ config, request: new Request(`http://localhost${path}`, { method, headers, body }) })
  return { status: response.status, body: await response.json().catch(() => null) }
}
