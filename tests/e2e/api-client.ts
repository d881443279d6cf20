import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import type { EditionCode } from '../../src/editions/editions'

/** Signs in to the CMS REST API as the seeded admin; returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

type PageData = Record<string, unknown>

/** Creates a page through the CMS REST API (published unless `_status` says otherwise). */
export async function createPage(request: APIRequestContext, locale: string, data: PageData) {
  const headers = await adminAuth(request)
  const draft = data._status === 'draft'
  const response = await request.post(`/api/pages?locale=${locale}${draft ? '&draft=true' : ''}`, {
    headers,
    data: { _status: 'published', ...data },
  })
  if (!response.ok()) throw new Error(`create page failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc
}

export async function updatePage(request: APIRequestContext, id: number, locale: string, data: PageData, draft = false) {
  const headers = await adminAuth(request)
  const response = await request.patch(`/api/pages/${id}?locale=${locale}${draft ? '&draft=true' : ''}`, { headers, data })
  if (!response.ok()) throw new Error(`update page failed: ${response.status()} ${await response.text()}`)
}

export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}`

export type ListedTravel = { id: number; title: string; url: string }

/** The first travel of an edition's list that has departures. */
export async function travelWithDepartures(request: APIRequestContext, edition: EditionCode): Promise<ListedTravel> {
  const response = await request.post(`/api/v1/travels/paginated?edition=${edition}`, { data: { perPage: 1, hasTours: true } })
  return ((await response.json()) as { data: { data: ListedTravel[] } }).data.data[0]!
}
