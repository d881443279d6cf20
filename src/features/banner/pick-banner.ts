import type { BannerData } from '../layout/types'
import { bannerShowsOn } from './route-patterns'

/** The first active banner of the edition (in editor order) whose patterns match the page's path and that the visitor has not closed. */
export function pickBanner(banners: readonly BannerData[], path: string, closed: ReadonlySet<string>): BannerData | null {
  return banners.find((banner) => !closed.has(banner.id) && bannerShowsOn(path, { match: banner.match, exclude: banner.exclude })) ?? null
}
