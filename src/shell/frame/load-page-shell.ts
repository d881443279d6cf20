import type { Edition } from '@/editions/edition'
import { domainForEdition } from '@/editions/edition-domains'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { appLinks, APP_QR_CODE_PATH } from '@/shell/app-promotion/app-links'
import { bannersFor } from '@/shell/banner/pick-banner'
import { countryMenu } from '@/shell/header/country-menu'
import { loadShellData } from '@/shell/data/load-shell-data'
import type { BannerData, ShellData } from '@/shell/data/types'
import type { ModalData } from '@/shell/modals/registry'
import type { PageVariant } from '@/editions/page-variant'
import { siteUrl } from '@/lib/site-url'

export type PageShell = {
  shellData: ShellData
  currency: CurrencyCode
  visitorCurrency: CurrencyCode
  talkToUs: boolean
  banners: BannerData[]
  modals: ModalData
}

/**
 * Everything the shell of one page shows: the edition's shell data from the CMS, the variant's currency and
 * talk-to-us rule, the banners of this path, the modals' data. `path` is the page's path inside
 * the edition (banner patterns), `counterparts` the same page in the other editions (country
 * menu). Nothing here depends on who asks: what does is in the variant or loads in the browser.
 */
export async function loadPageShell(
  edition: Edition,
  variant: PageVariant,
  path: string,
  counterparts: Partial<Record<EditionCode, string | null>>,
): Promise<PageShell> {
  const shellData = await loadShellData(edition.code)
  const links = appLinks()
  return {
    shellData,
    currency: variant.currency,
    visitorCurrency: variant.localCurrency,
    talkToUs: variant.talkToUs,
    banners: bannersFor(shellData.banners, path),
    modals: {
      countries: countryMenu(
        shellData.editions,
        edition.code,
        counterparts,
        (settings) => domainForEdition(settings.code) ?? settings.domain,
        new URL(siteUrl()).protocol,
      ),
      currency: variant.currency,
      currencies: [...shellData.edition.currencies],
      contacts: shellData.contacts.filter((block) => block.showTalkToUs && block.actions.length > 0),
      app: { qrCodeUrl: APP_QR_CODE_PATH, appStoreUrl: links.appStoreUrl, googlePlayUrl: links.googlePlayUrl },
    },
  }
}
