/** analytics events go to `window.dataLayer` as `{ event: NAME, ... }`. */
export type AnalyticsEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
