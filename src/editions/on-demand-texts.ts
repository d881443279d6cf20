import type { Language } from '@/editions/editions'
import type { OnDemandMessages } from '@/editions/messages'

// A chunk per language: a page loads its own language's texts only, and only once a part needs them.
const LOADERS: Record<Language, () => Promise<{ default: OnDemandMessages }>> = {
  de: () => import('@/editions/messages/on-demand/de.json'),
  en: () => import('@/editions/messages/on-demand/en.json'),
  es: () => import('@/editions/messages/on-demand/es.json'),
  fr: () => import('@/editions/messages/on-demand/fr.json'),
  it: () => import('@/editions/messages/on-demand/it.json'),
}

const loads = new Map<Language, Promise<OnDemandMessages>>()

/**
 * The texts of the parts a visitor opens (sign-in, the header's search, the shell's modals) in
 * `language`, loaded once. A failed load is forgotten: the next part to ask loads them again.
 */
export function onDemandTexts(language: Language): Promise<OnDemandMessages> {
  let load = loads.get(language)
  if (!load) {
    load = LOADERS[language]().then((module) => module.default)
    load.catch(() => loads.delete(language))
    loads.set(language, load)
  }
  return load
}
