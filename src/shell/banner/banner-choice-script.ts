import { CLOSED_BANNERS_COOKIE } from './banner-store'
import { firstOpenBanner } from './pick-banner'

/**
 * The inline script ahead of a page's banners: the cached page carries every banner of its path,
 * the first one shown by CSS; when the visitor closed it, this picks the first open one and
 * styles the others away before they are painted (no flash, no layout shift).
 */
export function bannerChoiceScript(ids: readonly string[]): string {
  const safeIds = ids.filter((id) => /^\d{1,12}$/.test(id))
  return `(function(){var open=(${firstOpenBanner.toString()})(${JSON.stringify(safeIds)},document.cookie,${JSON.stringify(CLOSED_BANNERS_COOKIE)});if(open===${JSON.stringify(safeIds[0] ?? null)})return;var style=document.createElement('style');style.textContent='.banner-slot>.banner-bar{display:none}'+(open?'.banner-slot>.banner-bar[data-banner-id="'+open+'"]{display:flex}':'');document.head.appendChild(style)})()`
}
