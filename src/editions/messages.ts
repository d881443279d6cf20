import { EDITIONS, type EditionCode, type Language } from './editions'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import it from './messages/it.json'

/** The shape every catalogue has: the English one is the reference (a test checks the others). */
export type Messages = typeof en

/** Visitor-facing texts per language (next-intl messages, ICU syntax). */
export const MESSAGES: Record<Language, Messages> = { en, it, es, fr, de }

export function messagesFor(edition: EditionCode): Messages {
  return MESSAGES[EDITIONS[edition].language]
}

/** The namespaces client components read; the rest stays on the server. */
export const CLIENT_NAMESPACES = [
  'common',
  'header',
  'settingsModal',
  'talkToUs',
  'appModal',
  'banner',
  'error',
  'notification',
  'faq',
  'carousel',
  'search',
  'account',
  'newsletter',
] as const satisfies readonly (keyof Messages)[]

export function clientMessages(edition: EditionCode): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const all = messagesFor(edition)
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, all[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
}
