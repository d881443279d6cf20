import { defineRouting } from 'next-intl/routing'
import { parseEditionDomains } from './edition-domains'
import { DEFAULT_EDITION, EDITION_CODES, EDITIONS, type EditionCode } from './editions'
import { ROUTE_NAMES, type RouteName } from './route-names'
import { PATHS_BY_LANGUAGE } from './route-paths'

type Locale = (typeof EDITIONS)[EditionCode]['locale']

/** `{travel}` (our route tables) -> `[travel]` (next-intl and Next.js templates). */
export function toNextTemplate(template: string): string {
  return template.replace(/\{(\w+)\}/g, '[$1]')
}

/**
 * The internal pathname of a route: its English path. The proxy rewrites every localized
 * path to it, so the catch-all page sees `/destinations/peru` for `/it/viaggi/peru`.
 */
export function internalPathname(name: RouteName): string {
  return toNextTemplate(PATHS_BY_LANGUAGE.en[name])
}

function localizedPathnames(): Record<string, Record<Locale, string>> {
  const pathnames: Record<string, Record<Locale, string>> = {}
  for (const name of ROUTE_NAMES) {
    const perLocale = {} as Record<Locale, string>
    for (const code of EDITION_CODES) {
      perLocale[EDITIONS[code].locale] = toNextTemplate(PATHS_BY_LANGUAGE[EDITIONS[code].language][name])
    }
    pathnames[internalPathname(name)] = perLocale
  }
  return pathnames
}

function prefixes(): Record<Locale, string> {
  return Object.fromEntries(EDITION_CODES.map((code) => [EDITIONS[code].locale, `/${code}`])) as Record<Locale, string>
}

/** `EDITION_DOMAINS`: a mapped host serves its edition without a prefix. */
function domains(value = process.env.EDITION_DOMAINS) {
  const mapped = [...parseEditionDomains(value)]
  if (mapped.length === 0) return undefined
  return mapped.map(([domain, code]) => ({
    domain,
    defaultLocale: EDITIONS[code].locale,
    locales: [EDITIONS[code].locale],
    localePrefix: 'as-needed' as const,
  }))
}

/**
 * The whole URL scheme in one declarative object: seven
 * editions under their prefixes, localized pathnames per language, optional domains.
 * The visitor's edition for `/` comes from the `edition` cookie, then Accept-Language, then Italy.
 * hreflang alternates are written by the pages (the US edition stays out of them).
 */
export const routing = defineRouting({
  locales: EDITION_CODES.map((code) => EDITIONS[code].locale),
  defaultLocale: EDITIONS[DEFAULT_EDITION].locale,
  localePrefix: { mode: 'always', prefixes: prefixes() },
  pathnames: localizedPathnames(),
  domains: domains(),
  // Pages are cached HTML: the browser remembers the edition (SessionEffects), the proxy reads it.
  localeCookie: false,
  alternateLinks: false,
})
