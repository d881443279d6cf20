import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import { HREFLANG } from '@/editions/hreflang'

/** One entry of the country menu, as the modals' data gives it (`GET /api/v1/layouts/modals`). */
export type CountryMenuEntry = {
  code: EditionCode
  label: string
  description: string | null
  isCurrent: boolean
  country: string
  icon: string
  /** The edition's home page: where the entry leads from a page that edition does not have. */
  home: string
  /** `protocol//host` of another edition on a host of its own; null: its pages are on this site. */
  origin: string | null
}

export type Counterparts = Partial<Record<EditionCode, string>>

const EDITION_OF_HREFLANG = new Map(EDITION_CODES.flatMap((code) => (HREFLANG[code] ? [[HREFLANG[code], code] as const] : [])))

/**
 * The page's path in each edition that has it, read from its hreflang alternates (the page's
 * metadata writes one per edition with a counterpart, runtime/page-metadata.ts): the path of each
 * link's address, whatever host it names.
 */
export function counterpartsOf(alternates: Iterable<{ hreflang: string; href: string }>): Counterparts {
  const counterparts: Counterparts = {}
  for (const { hreflang, href } of alternates) {
    const edition = EDITION_OF_HREFLANG.get(hreflang)
    if (!edition || !URL.canParse(href)) continue
    const url = new URL(href)
    counterparts[edition] = `${url.pathname}${url.search}`
  }
  return counterparts
}

/** The counterparts of the page on screen, from the `<link rel="alternate" hreflang>` of its head. */
export function pageCounterparts(document: Document): Counterparts {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')
  return counterpartsOf([...links].map((link) => ({ hreflang: link.hreflang, href: link.href })))
}

/**
 * Where a country menu entry leads from a page: the page's counterpart in that edition, else the
 * edition's home; on the edition's own host when it has one.
 */
export function countryHref(entry: Pick<CountryMenuEntry, 'home' | 'origin'>, counterpart: string | undefined): string {
  const path = counterpart || entry.home
  return entry.origin ? `${entry.origin}${path}` : path
}
