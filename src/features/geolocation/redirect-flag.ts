import { isEditionCode, type EditionCode } from '@/editions/editions'

/**
 * The `geolocation-redirect` flag's value for a visitor's country: whether to offer their own
 * edition in a small dialog, or the edition to send them to at once; `reference` and
 * `addressFrom` are the editor's own notes (which campaign, which address it was set up from).
 */
export type GeolocationRedirect = {
  showRedirectPopup: boolean
  redirectDestination: EditionCode | null
  reference: string | null
  addressFrom: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null)

/** The flag as the engine gives it (any JSON an editor wrote), null when it is not an object. */
export function geolocationRedirectOf(value: unknown): GeolocationRedirect | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const flag = value as Record<string, unknown>
  const destination = typeof flag.redirectDestination === 'string' ? flag.redirectDestination.trim().toLowerCase() : ''
  return {
    showRedirectPopup: flag.showRedirectPopup === true,
    redirectDestination: isEditionCode(destination) ? destination : null,
    reference: text(flag.reference),
    addressFrom: text(flag.addressFrom),
  }
}
