import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { bannersFor } from '@/shell/banner/pick-banner'
import { loadShellData } from '@/shell/data/load-shell-data'
import type { BannerData, ShellData } from '@/shell/data/types'
import type { PageVariant } from '@/editions/page-variant'

export type PageShell = {
  shellData: ShellData
  currency: CurrencyCode
  visitorCurrency: CurrencyCode
  talkToUs: boolean
  banners: BannerData[]
}

/**
 * Everything the shell of one page shows: the edition's shell data from the CMS, the variant's currency and
 * talk-to-us rule, the banners of this path. `path` is the page's path inside the edition (banner
 * patterns); `null` for the page many addresses share (the "not on the map" page), which shows no
 * banner. Nothing here depends on who asks: what does is in the variant or loads in the browser.
 * The modals' data is not here: the same on every page of the edition, it loads when a modal
 * first opens (`GET /api/v1/layouts/modals`), and the country menu takes the page's counterparts
 * from its hreflang alternates.
 */
export async function loadPageShell(edition: Edition, variant: PageVariant, path: string | null): Promise<PageShell> {
  const shellData = await loadShellData(edition.code)
  return {
    shellData,
    currency: variant.currency,
    visitorCurrency: variant.localCurrency,
    talkToUs: variant.talkToUs,
    banners: path === null ? [] : bannersFor(shellData.banners, path),
  }
}
