import { EDITIONS, type EditionCode, type Language } from './editions'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import it from './messages/it.json'
import deOnDemand from './messages/on-demand/de.json'
import enOnDemand from './messages/on-demand/en.json'
import esOnDemand from './messages/on-demand/es.json'
import frOnDemand from './messages/on-demand/fr.json'
import itOnDemand from './messages/on-demand/it.json'

/**
 * The texts of the parts a visitor opens (sign-in, the header's search, the shell's modals): kept
 * in their own files (messages/on-demand/), so that the browser loads them with those parts
 * (src/editions/on-demand-texts.ts) and no page's HTML carries them.
 */
export type OnDemandMessages = typeof enOnDemand

/** The shape every catalogue has: the English one is the reference (a test checks the others). */
export type Messages = typeof en & OnDemandMessages

/** Visitor-facing texts per language (next-intl messages, ICU syntax). */
export const MESSAGES: Record<Language, Messages> = {
  en: { ...en, ...enOnDemand },
  it: { ...it, ...itOnDemand },
  es: { ...es, ...esOnDemand },
  fr: { ...fr, ...frOnDemand },
  de: { ...de, ...deOnDemand },
}

export function messagesFor(edition: EditionCode): Messages {
  return MESSAGES[EDITIONS[edition].language]
}

/**
 * The namespaces every page gives its client components; islands add their own (`messages`), the
 * parts opened on demand load theirs (OnDemandMessages); the rest stays on the server.
 */
export const CLIENT_NAMESPACES = [
  'common',
  'header',
  'banner',
  'error',
  'notification',
  'faq',
  'carousel',
  'newsletter',
] as const satisfies readonly (keyof Messages)[]

export function clientMessages(edition: EditionCode): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  const all = messagesFor(edition)
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, all[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
}
