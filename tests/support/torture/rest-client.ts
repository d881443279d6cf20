import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type RestClient = {
  /** Calls the CMS REST API as the signed-in user and fails unless it answers `status`. */
  expect: (status: number, method: Method, path: string, body?: unknown) => Promise<unknown>
}

const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }

/** The CMS's REST handlers, called in-process as the server mounts them under /api. */
export async function restClient(credentials: { email: string; password: string }): Promise<RestClient> {
  const call = async (method: Method, path: string, body?: unknown, token?: string) => {
    const url = new URL(`http://localhost/api${path}`)
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = `JWT ${token}`
    const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
    return { status: response.status, body: await response.json().catch(() => null) }
  }
  const login = await call('POST', '/users/login', credentials)
  const token = (login.body as { token?: string } | null)?.token
  if (!token) throw new Error(`cannot sign in to the CMS REST API: ${login.status}`)
  return {
    expect: async (status, method, path, body) => {
      const response = await call(method, path, body, token)
      if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}, not ${status}: ${JSON.stringify(response.body).slice(0, 200)}`)
      return response.body
    },
  }
}
