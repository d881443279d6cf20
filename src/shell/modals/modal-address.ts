import { createSerializer, parseAsString, parseAsStringLiteral } from 'nuqs'

/** A modal asked for by the address: `?modal=NAME&type=...&layout=calendar|list`. */
export const modalAddressParams = {
  modal: parseAsString,
  type: parseAsString,
  layout: parseAsStringLiteral(['calendar', 'list'] as const),
}

export type ModalAddress = { modal: string; type?: string | null; layout?: 'calendar' | 'list' | null }

const serialize = createSerializer(modalAddressParams)

/** The address asking for `address`'s modal: other parameters kept, a modal asked for before replaced whole. */
export function addressWithModal(base: string | URL, address: ModalAddress): string {
  return serialize(base, { modal: address.modal, type: address.type ?? null, layout: address.layout ?? null })
}

/** The address once its modal is closed: exactly `modal`, `type` and `layout` removed. */
export function addressWithoutModal(base: string | URL): string {
  return serialize(base, null)
}
