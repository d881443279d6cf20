import { cmsRest } from '../cms-rest'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type RestClient = {
  /** Calls the CMS REST API (`path` after `/api`) as the signed-in user and fails unless it answers `status`. */
  expect: (status: number, method: Method, path: string, body?: unknown) => Promise<unknown>
}

/** The CMS REST API, signed in with `credentials`. */
export async function restClient(credentials: { email: string; password: string }): Promise<RestClient> {
  const login = await cmsRest('POST', '/api/users/login', { body: credentials })
  const token = (login.body as { token?: string } | null)?.token
  if (!token) throw new Error(`cannot sign in to the CMS REST API: ${login.status}`)
  return {
    expect: async (status, method, path, body) => {
      const response = await cmsRest(method, `/api${path}`, { body, token })
      if (response.status !== status)
        throw new Error(`${method} ${path} answered ${response.status}, not ${status}: ${JSON.stringify(response.body).slice(0, 200)}`)
      return response.body
    },
  }
}
