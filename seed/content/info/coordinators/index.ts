import type { Localized, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Localized<InfoPage> = { it, en, es, fr, de }

/** The coordinators page: who they are and what they do; the list of coordinators follows it (catalog blocks). */
export const coordinatorsPage = (language: SeedLanguage) => infoPageContent(COPY[language])
