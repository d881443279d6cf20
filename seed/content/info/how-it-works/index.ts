import type { Localized, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Localized<InfoPage> = { it, en, es, fr, de }

/** The how-it-works page: choosing, booking, the group chat, the coordinator, the money pot, after the trip. */
export const howItWorksPage = (language: SeedLanguage) => infoPageContent(COPY[language])
