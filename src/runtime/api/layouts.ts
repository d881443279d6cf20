import type { NextRequest } from 'next/server'
import { geolocate } from '@/features/geolocation/geolocation'
import type { LayoutData } from '@/features/layout/types'
import { loadLayout } from '@/features/layout/load-layout'
import type { EditionCode } from '@/editions/editions'
import { requestEdition } from './request-edition'

export type LayoutLoader = (edition: EditionCode) => Promise<LayoutData>

/**
 * `GET /api/v1/layouts`: the shell of the call's edition (header,
 * footer, contacts, banners), its settings with the currencies offered, and where the caller
 * is (from the CDN's country header; the edition's own country when there is none).
 */
export async function showLayouts(request: NextRequest, load: LayoutLoader = loadLayout) {
  const edition = requestEdition(request)
  const layout = await load(edition)
  return {
    header: layout.header,
    footer: layout.footer,
    contacts: layout.contacts,
    banners: layout.banners,
    settings: {
      ...layout.edition,
      currencies: layout.edition.currencies.map((isoCode) => ({ isoCode })),
      editions: layout.editions.map(({ code, label, languageLabel, countryCode, icon, communityMessage, disabled, domain }) => ({
        code,
        label,
        languageLabel,
        countryCode,
        icon,
        communityMessage,
        disabled,
        domain,
      })),
    },
    geolocation: geolocate(request.headers, layout.edition, layout.editions),
  }
}
