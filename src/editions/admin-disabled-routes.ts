import type { EditionCode } from './editions'

/**
 * The routes admins switched off per edition (the editions collection), as this process last read
 * them with the edition settings. Every page render, sitemap and shell data read loads the settings
 * (`loadShellData`) before it builds a link, which refreshes this, so `href()`, menus, hreflang and
 * sitemaps leave those routes out just as the page answers 404 for them. An edition save expires
 * every page, which then renders with the new list.
 */
let switchedOff = new Map<EditionCode, ReadonlySet<string>>()

export function rememberDisabledRoutes(editions: ReadonlyArray<{ code: EditionCode; disabledRoutes: readonly string[] }>): void {
  switchedOff = new Map(editions.map((edition) => [edition.code, new Set(edition.disabledRoutes)]))
}

export function isDisabledByAdmin(edition: EditionCode, route: string): boolean {
  return switchedOff.get(edition)?.has(route) ?? false
}
