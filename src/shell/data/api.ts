import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { geolocate } from '@/features/geolocation/geolocation'
import { siteCalls } from '@/lib/site-api/site-call'
import { loadShellData, type ShellDataLoader } from './load-shell-data'

/**
 * The shell of the call's edition (header, footer, contacts, banners), its settings with the
 * currencies offered, and where the caller is (from the CDN's country header; the edition's own
 * country when there is none). Tests pass their own loader.
 */
export async function showLayouts(request: NextRequest, load: ShellDataLoader = loadShellData) {
  const edition = await requestEdition(request)
  const shellData = await load(edition.code)
  return {
    header: shellData.header,
    footer: shellData.footer,
    contacts: shellData.contacts,
    banners: shellData.banners,
    settings: {
      ...shellData.edition,
      currencies: shellData.edition.currencies.map((isoCode) => ({ isoCode })),
      editions: shellData.editions.map(({ code, label, languageLabel, countryCode, icon, communityMessage, disabled, domain }) => ({
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
    geolocation: geolocate(request.headers, shellData.edition, shellData.editions),
  }
}

/** The page shell's data for apps and other sites. */
export const LAYOUT_API = siteCalls({
  method: 'GET',
  path: '/layouts',
  summary:
    "The edition's shell: header, footer, contacts, banners, its settings with the currencies offered and the editions, and where the caller is (from the CDN's country header, `cf-ipcountry`, `x-vercel-ip-country`..., else the edition's own country).",
  query: editionQuery,
  answer: z.object({
    header: z.unknown(),
    footer: z.unknown(),
    contacts: z.unknown(),
    banners: z.unknown(),
    settings: z.looseObject({ currencies: z.array(z.object({ isoCode: z.string() })), editions: z.array(z.unknown()) }),
    geolocation: z.object({ country: z.string(), market: z.string(), needsRedirect: z.boolean(), currency: z.string() }),
  }),
  errors: [],
  handler: (request) => showLayouts(request),
})
