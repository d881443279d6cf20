import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import { DISABLED_ROUTES } from '@/editions/route-paths'

/** The editions whose route table has the events area (not Germany nor en-WE). */
export const EVENT_EDITIONS: readonly EditionCode[] = EDITION_CODES.filter((code) => !DISABLED_ROUTES[code].includes('events-wemeet'))
