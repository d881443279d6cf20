import type { Edition as EditionDoc } from '@/payload-types'
import { EDITION_CODES, EDITIONS, isEditionCode, type CurrencyCode, type EditionCode, type Language } from './editions'
import { DISABLED_ROUTES } from './route-paths'

/**
 * One edition as a render or a site API call sees it: what the code fixes (code, locale tag,
 * language, currencies, week start) merged with what an admin saved in its editions document
 * (labels, date format, the routes switched off...). Built once per page render and per call,
 * and handed down to whatever builds a link or formats a date.
 */
export type Edition = {
  code: EditionCode
  /** BCP 47 tag: next-intl's locale and Intl's (`it-IT`, `en-001`). */
  locale: string
  label: string
  language: Language
  languageLabel: string
  englishLanguageLabel: string
  countryCode: string
  icon: string
  domain: string | null
  currency: CurrencyCode
  currencies: readonly CurrencyCode[]
  dateFormat: string
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn: 0 | 1
  communityMessage: string | null
  taxCodeRequired: boolean
  disabled: boolean
  /** The routes this edition does not serve: off in every build of it, or switched off by an admin. */
  disabledRoutes: readonly string[]
}

/** What `href()` needs of an edition: which one, and which routes it does not serve. */
export type RoutedEdition = Pick<Edition, 'code' | 'disabledRoutes'>

/** What an edition shows before an admin has saved its settings (the seed writes the same). */
const FALLBACK: Record<EditionCode, Pick<Edition, 'languageLabel' | 'englishLanguageLabel' | 'countryCode' | 'icon'>> = {
  it: { languageLabel: 'Italiano', englishLanguageLabel: 'Italian', countryCode: 'IT', icon: 'it' },
  es: { languageLabel: 'Español', englishLanguageLabel: 'Spanish', countryCode: 'ES', icon: 'es' },
  fr: { languageLabel: 'Français', englishLanguageLabel: 'French', countryCode: 'FR', icon: 'fr' },
  de: { languageLabel: 'Deutsch', englishLanguageLabel: 'German', countryCode: 'DE', icon: 'de' },
  en: { languageLabel: 'English (global)', englishLanguageLabel: 'English (global)', countryCode: 'GB', icon: 'gb' },
  us: { languageLabel: 'English (US)', englishLanguageLabel: 'English (US)', countryCode: 'US', icon: 'us' },
  intl: { languageLabel: 'English (international)', englishLanguageLabel: 'English (international)', countryCode: 'INT', icon: 'world' },
}

/** An edition as the code defines it, before an admin has saved its document. */
export function defaultEdition(code: EditionCode): Edition {
  const spec = EDITIONS[code]
  return {
    code,
    locale: spec.locale,
    label: spec.label,
    language: spec.language,
    ...FALLBACK[code],
    domain: null,
    currency: spec.currency,
    currencies: [...spec.currencies],
    dateFormat: 'DD/MM/YYYY',
    weekStartsOn: spec.weekStartsOn,
    communityMessage: null,
    taxCodeRequired: code === 'it' || code === 'es',
    disabled: false,
    disabledRoutes: [...DISABLED_ROUTES[code]],
  }
}

/** An edition document merged over the defaults; the routes no build has stay disabled whatever it says. */
export function buildEdition(code: EditionCode, doc: EditionDoc | undefined): Edition {
  const fallback = defaultEdition(code)
  if (!doc) return fallback
  return {
    ...fallback,
    label: doc.label,
    language: doc.language as Language,
    languageLabel: doc.languageLabel,
    englishLanguageLabel: doc.englishLanguageLabel,
    countryCode: doc.countryCode,
    icon: doc.icon,
    domain: doc.domain || null,
    currency: doc.currency as CurrencyCode,
    currencies: (doc.currencies ?? fallback.currencies) as CurrencyCode[],
    dateFormat: doc.dateFormat,
    weekStartsOn: doc.weekStartsOn === '0' ? 0 : 1,
    communityMessage: doc.communityMessage || null,
    taxCodeRequired: Boolean(doc.taxCodeRequired),
    disabled: Boolean(doc.disabled),
    disabledRoutes: [...new Set([...fallback.disabledRoutes, ...(doc.disabledRoutes ?? [])])],
  }
}

/** All seven editions, in their fixed order, from the documents found. */
export function buildEditions(docs: readonly EditionDoc[]): Edition[] {
  const byCode = new Map(docs.filter((doc) => isEditionCode(doc.code)).map((doc) => [doc.code as EditionCode, doc]))
  return EDITION_CODES.map((code) => buildEdition(code, byCode.get(code)))
}

/** What the browser keeps of the page's `Edition` (`useEdition()`): small, serialisable, enough for links, prices and dates. */
export type ClientEdition = Pick<Edition, 'code' | 'locale' | 'currency' | 'currencies' | 'weekStartsOn' | 'dateFormat' | 'disabledRoutes'>

/** The part of an edition the browser gets (`useEdition()`), as a plain object. */
export function clientEdition(edition: Edition): ClientEdition {
  const { code, locale, currency, currencies, weekStartsOn, dateFormat, disabledRoutes } = edition
  return { code, locale, currency, currencies, weekStartsOn, dateFormat, disabledRoutes }
}
