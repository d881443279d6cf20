import { EDITIONS, isEditionCode, type EditionCode } from '@/editions/editions'
import { HREFLANG } from '@/editions/hreflang'

/** What the geolocation call answers that the browser acts on. */
export type GeolocationAnswer = {
  country: string
  needsRedirect: boolean
  redirect: { edition: string; showRedirectPopup: boolean; redirectDestination: string | null } | null
}

/** What to do on this page: nothing, offer the visitor's edition, or go there. */
export type OfferDecision = { kind: 'none' } | { kind: 'offer' | 'go'; edition: EditionCode; country: string }

/** Editions offered and turned down, as `from>to`: the dialog is not shown again for them. */
const DISMISSED_KEY = 'geolocation-offer-dismissed'
/** The call's answer, once per tab session and edition. */
const ANSWER_KEY = 'geolocation:'

export function decideOffer(answer: GeolocationAnswer, current: EditionCode, dismissed: readonly string[]): OfferDecision {
  const target = answer.redirect?.edition
  if (!answer.needsRedirect || !answer.redirect || !isEditionCode(target) || target === current) return { kind: 'none' }
  if (answer.redirect.redirectDestination) return { kind: 'go', edition: target, country: answer.country }
  if (!answer.redirect.showRedirectPopup || dismissed.includes(`${current}>${target}`)) return { kind: 'none' }
  return { kind: 'offer', edition: target, country: answer.country }
}

/** This page in `edition`: its alternate link in the document (same page, the edition's own address), else the edition's home. */
export function counterpartUrl(edition: EditionCode, document: Document): string {
  const hreflang = HREFLANG[edition]
  const alternate = hreflang ? document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`) : null
  return alternate?.href ?? `/${edition}`
}

export function dismissedOffers(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

export function dismissOffer(from: EditionCode, to: EditionCode): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissedOffers(), `${from}>${to}`])]))
  } catch {
    // Storage refused: the offer may show again on another page.
  }
}

/** Asks where the visitor is, once per tab session and edition; null when the call fails (then nothing is offered). */
export async function askWhereFrom(edition: EditionCode): Promise<GeolocationAnswer | null> {
  const kept = sessionStorage.getItem(ANSWER_KEY + edition)
  if (kept) return JSON.parse(kept) as GeolocationAnswer
  const response = await fetch(`/api/v1/geolocation?edition=${edition}`, { headers: { Accept: 'application/json' } }).catch(() => null)
  if (!response?.ok) return null
  const answer = ((await response.json()) as { data: GeolocationAnswer }).data
  sessionStorage.setItem(ANSWER_KEY + edition, JSON.stringify(answer))
  return answer
}

/** The edition's name as its own site calls itself (Italia, Deutschland…). */
export const editionLabel = (edition: EditionCode) => EDITIONS[edition].label
