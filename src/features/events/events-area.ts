import type { Edition } from '@/editions/edition'
import { ApiError } from '@/lib/http/api-error'

/** The events area is off in some editions (Germany, en-WE): their calls answer 404 as their pages do. */
export function requireEventsArea(edition: Edition): void {
  if (edition.disabledRoutes.includes('events-wemeet')) throw new ApiError('NOT_FOUND', 'This edition has no events.')
}
