import type { RoutedEdition } from '@/editions/edition'
import { href } from '@/editions/href'

/** The error cover's way on: the travels list, or the events area on an event page. */
export function errorAction(edition: RoutedEdition, eventPage: boolean, labels: { showTravels: string; showEvents: string }) {
  const events = eventPage ? href('events-wemeet', {}, edition) : ''
  if (events) return { href: events, label: labels.showEvents }
  return { href: href('travels', {}, edition) || href('index', {}, edition), label: labels.showTravels }
}
