import type { EditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { nightsOf } from '@/features/catalog/travel-terms'
import type { TravelPageData } from '@/features/catalog/travel-page'
import { resourceAddress } from '@/features/media/resource'
import { siteUrl } from '@/lib/site-url'

/** A travel in one line, for search results and shares: "Colombia, Stati Uniti · 18 giorni / 17 notti". */
export function travelDescription(travel: TravelPageData, edition: EditionCode): string {
  const t = translator(edition, 'travel')
  return `${travel.destinationLabel} · ${t('daysNights', { days: travel.numberOfDays, nights: nightsOf(travel.numberOfDays) })}`
}

/** The travel's cover (its desktop picture) at hero size, as an absolute address; null without one. */
export function travelCoverUrl(travel: TravelPageData): string | null {
  const cover = travel.thumbnailImage.desktop ?? travel.thumbnailImage.mobile
  return cover ? `${siteUrl()}${resourceAddress(cover.id, cover.seoName, 'hero')}` : null
}
