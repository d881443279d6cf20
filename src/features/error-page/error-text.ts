import type { EditionCode } from '@/editions/editions'
import { message } from '@/editions/messages'

export type ErrorText = { status: number; title: string; subtitle: string }

/**
 * What the error page says (spec 001 §8): 404 and 410 are "not on the map"; any other status
 * shows a generic subtitle in production, and its status and message everywhere else.
 */
export function errorText(edition: EditionCode, error: { status?: number; message?: string }, production: boolean): ErrorText {
  const status = error.status ?? 500
  if (status === 404 || status === 410) {
    return { status, title: message(edition, 'notFoundTitle'), subtitle: message(edition, 'notFoundSubtitle') }
  }
  return {
    status,
    title: message(edition, 'errorTitle'),
    subtitle: production ? message(edition, 'errorSubtitle') : `${status}: ${error.message ?? 'Unknown error'}`,
  }
}
