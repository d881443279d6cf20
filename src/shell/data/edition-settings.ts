import { EDITION_CODES, EDITIONS, isEditionCode, type CurrencyCode, type EditionCode, type Language } from '@/editions/editions'
import { DISABLED_ROUTES } from '@/editions/route-paths'
import type { Edition as EditionDoc } from '@/payload-types'
import type { EditionSettings } from './types'

/** What an edition shows before an admin has saved its settings (the seed writes the same). */
const FALLBACK: Record<EditionCode, Pick<EditionSettings, 'languageLabel' | 'englishLanguageLabel' | 'countryCode' | 'icon'>> = {
  it: { languageLabel: 'Italiano', englishLanguageLabel: 'Italian', countryCode: 'IT', icon: 'it' },
  es: { languageLabel: 'Español', englishLanguageLabel: 'Spanish', countryCode: 'ES', icon: 'es' },
  fr: { languageLabel: 'Français', englishLanguageLabel: 'French', countryCode: 'FR', icon: 'fr' },
  de: { languageLabel: 'Deutsch', englishLanguageLabel: 'German', countryCode: 'DE', icon: 'de' },
  en: { languageLabel: 'English (global)', englishLanguageLabel: 'English (global)', countryCode: 'GB', icon: 'gb' },
  us: { languageLabel: 'English (US)', englishLanguageLabel: 'English (US)', countryCode: 'US', icon: 'us' },
  intl: { languageLabel: 'English (international)', englishLanguageLabel: 'English (international)', countryCode: 'INT', icon: 'world' },
}

export function defaultEditionSettings(code: EditionCode): EditionSettings {
  const edition = EDITIONS[code]
  return {
    code,
    label: edition.label,
    language: edition.language,
    ...FALLBACK[code],
    domain: null,
    currency: edition.currency,
    currencies: [...edition.currencies],
    dateFormat: 'DD/MM/YYYY',
    weekStartsOn: edition.weekStartsOn,
    communityMessage: null,
    taxCodeRequired: code === 'it' || code === 'es',
    disabled: false,
    disabledRoutes: [...DISABLED_ROUTES[code]],
  }
}

/** An edition document merged over the defaults; the spec's disabled routes always stay disabled. */
export function editionSettings(code: EditionCode, doc: EditionDoc | undefined): EditionSettings {
  const fallback = defaultEditionSettings(code)
  if (!doc) return fallback
  return {
    code,
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
export function allEditionSettings(docs: readonly EditionDoc[]): EditionSettings[] {
  const byCode = new Map(docs.filter((doc) => isEditionCode(doc.code)).map((doc) => [doc.code as EditionCode, doc]))
  return EDITION_CODES.map((code) => editionSettings(code, byCode.get(code)))
}
