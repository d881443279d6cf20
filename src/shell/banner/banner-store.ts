import { create } from 'zustand'

/** What the banner bar reports: its height and whether the page scrolled past it. */
type BannerState = { height: number; passed: boolean; report(height: number, passed: boolean): void }

export const useBannerStore = create<BannerState>((set) => ({
  height: 0,
  passed: true,
  report: (height, passed) => set((state) => (state.height === height && state.passed === passed ? state : { height, passed })),
}))

export const CLOSED_BANNERS_COOKIE = 'closed_banners'

/** The ids in the closed-banners cookie ("3.7.12"). */
export function closedBannerIds(cookie: string | undefined | null): Set<string> {
  return new Set((cookie ?? '').split('.').filter((id) => /^\d{1,12}$/.test(id)))
}
