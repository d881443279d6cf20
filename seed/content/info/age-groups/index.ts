import type { Localized, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Localized<InfoPage> = { it, en, es, fr, de }

/** The age-groups page: why departures are for 25–35 or 35–49, how to read a range, who may still ask. */
export const ageGroupsPage = (language: SeedLanguage) => infoPageContent(COPY[language])
