import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import { EDITIONS, type EditionCode } from './editions'
import { messagesFor, type Messages } from './messages'

/**
 * next-intl's translator for an edition, usable anywhere on the server (components that get
 * the edition as a prop, API handlers, metadata) without going through the request.
 */
export function translator<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(edition: EditionCode, namespace: Namespace) {
  return createTranslator({ locale: EDITIONS[edition].locale, messages: messagesFor(edition), namespace })
}
