import { cookies, headers } from 'next/headers'
import { domainForEdition } from '@/editions/edition-domains'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { appLinks, APP_QR_CODE_PATH } from '@/features/app-promotion/app-links'
import { closedBannerIds, CLOSED_BANNERS_COOKIE } from '@/features/banner/banner-store'
import { pickBanner } from '@/features/banner/pick-banner'
import { visitorCurrency } from '@/features/currency/visitor-currency'
import { geolocate } from '@/features/geolocation/geolocation'
import { countryMenu } from '@/features/header/country-menu'
import { showTalkToUs } from '@/features/header/talk-to-us'
import type { HeaderUser } from '@/features/header/UserArea'
import { loadLayout } from '@/features/layout/load-layout'
import type { BannerData, LayoutData } from '@/features/layout/types'
import type { ModalData } from '@/features/modals/registry'
import { siteUrl } from '@/lib/site-url'

export type ShellData = {
  layout: LayoutData
  currency: CurrencyCode
  visitorCurrency: CurrencyCode
  talkToUs: boolean
  banner: BannerData | null
  modals: ModalData
  user: HeaderUser | null
}

/**
 * Everything the shell of one request shows: the edition's CMS layout, the visitor's
 * geolocation and currency, the banner for this path, the talk-to-us rule, the modals' data.
 * `path` is the page's path inside the edition (banner patterns), `counterparts` the same page
 * in the other editions (country menu).
 */
export async function loadShell(edition: EditionCode, path: string, counterparts: Partial<Record<EditionCode, string | null>>): Promise<ShellData> {
  const [layout, requestHeaders, requestCookies] = await Promise.all([loadLayout(edition), headers(), cookies()])
  const geolocation = geolocate(requestHeaders, layout.edition, layout.editions)
  const currency = await visitorCurrency(edition)
  const talkToUsBlocks = layout.contacts.filter((block) => block.showTalkToUs && block.actions.length > 0)
  const flag = layout.header.talkToUs.enabled ? { countries: layout.header.talkToUs.countries, header: layout.header.talkToUs.showInHeader } : null
  const links = appLinks()
  return {
    layout,
    currency,
    visitorCurrency: geolocation.currency,
    talkToUs: showTalkToUs(talkToUsBlocks.length, geolocation.country, flag),
    banner: pickBanner(layout.banners, path, closedBannerIds(requestCookies.get(CLOSED_BANNERS_COOKIE)?.value)),
    user: null,
    modals: {
      countries: countryMenu(layout.editions, edition, counterparts, (settings) => domainForEdition(settings.code) ?? settings.domain, new URL(siteUrl()).protocol),
      currency,
      currencies: layout.edition.currencies,
      contacts: talkToUsBlocks,
      app: { qrCodeUrl: APP_QR_CODE_PATH, appStoreUrl: links.appStoreUrl, googlePlayUrl: links.googlePlayUrl },
    },
  }
}
