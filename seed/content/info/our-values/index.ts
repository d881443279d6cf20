import type { Localized, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Localized<InfoPage> = { it, en, es, fr, de }

/** The our-values page: small groups, one generation, the coordinator, clear money, protection, listening. */
export const ourValuesPage = (language: SeedLanguage) => infoPageContent(COPY[language])
