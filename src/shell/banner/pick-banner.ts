import type { BannerData } from '../data/types'
import { bannerShowsOn } from './route-patterns'

/** The edition's active banners (in editor order) whose patterns match the page's path: the page carries all of them. */
export function bannersFor(banners: readonly BannerData[], path: string): BannerData[] {
  return banners.filter((banner) => bannerShowsOn(path, { match: banner.match, exclude: banner.exclude }))
}

/**
 * The banner a visitor sees among a page's: the first one not in the
 * closed-banners cookie. Self-contained (no outside names), since it also runs as the inline
 * script that decides before first paint.
 */
export function firstOpenBanner(ids: readonly string[], cookies: string, cookieName: string): string | null {
  const entry = cookies.split(/;\s*/).find((part) => part.indexOf(cookieName + '=') === 0)
  const closed = entry ? entry.slice(cookieName.length + 1).split('.') : []
  for (const id of ids) if (closed.indexOf(id) < 0) return id
  return null
}
