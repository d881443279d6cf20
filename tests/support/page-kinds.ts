/**
 * One page of each kind the benchmarks and the page budgets measure, found through the site API
 * of the server at `base`: the Italian home, travel list and search, a travel with departures and
 * a tour.
 */
export type PageKind = 'home' | 'listing' | 'search' | 'travel' | 'tour'

type Listed = { url: string }

export async function siteApi<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return ((await response.json()) as { data: T }).data
}

export async function pageKinds(base: string): Promise<Record<PageKind, string>> {
  const travels = await siteApi<{ data: Listed[] }>(base, 'travels/paginated?edition=it', { perPage: 1, hasTours: true })
  const tours = await siteApi<Listed[]>(base, 'tours?edition=it', { show: 1 })
  return { home: '/it', listing: '/it/viaggi', search: '/it/cerca', travel: travels.data[0]!.url, tour: tours[0]!.url }
}

/** The paths of the edition's first `count` travel pages. */
export async function travelPages(base: string, count: number): Promise<string[]> {
  const travels = await siteApi<{ data: Listed[] }>(base, 'travels/paginated?edition=it', { perPage: count })
  return travels.data.map((travel) => travel.url)
}
