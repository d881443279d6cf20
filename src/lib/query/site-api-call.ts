import { siteApi } from '@/lib/http/site-api-headers'

/** A site API call answered with the error envelope. */
export class SiteApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly issues: ReadonlyArray<{ path: string }>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`site API ${status} ${key}`)
  }
}

/** The envelope's `data`, or a SiteApiError. */
export async function dataOf<T>(response: Response): Promise<T> {
  const answer = (await response.json().catch(() => null)) as {
    data?: T
    key?: string
    extra?: { issues?: Array<{ path: string }> } & Record<string, unknown>
  } | null
  if (!response.ok || !answer || !('data' in answer))
    throw new SiteApiError(response.status, answer?.key ?? 'UNKNOWN', answer?.extra?.issues ?? [], answer?.extra ?? {})
  return answer.data as T
}

/** `POST /api/v1{path}` with a JSON body, from the browser; the envelope's `data`, or a SiteApiError. */
export async function postSiteApi<T>(path: string, body: unknown): Promise<T> {
  return dataOf<T>(await siteApi(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
}

/** `DELETE /api/v1{path}` from the browser; the envelope's `data`, or a SiteApiError. */
export async function deleteSiteApi<T>(path: string): Promise<T> {
  return dataOf<T>(await siteApi(path, { method: 'DELETE' }))
}

/** `GET /api/v1{path}` from the browser; the envelope's `data`, or a SiteApiError. */
export async function getSiteApi<T>(path: string): Promise<T> {
  return dataOf<T>(await siteApi(path))
}

/** A signed-in customer's call, refreshing the access token once when it has expired (as the session does). */
export async function asCustomer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof SiteApiError && error.status === 401)) throw error
    await postSiteApi('/auth/refresh', {})
    return call()
  }
}
