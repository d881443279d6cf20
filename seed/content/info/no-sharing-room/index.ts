import type { Localized, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Localized<InfoPage> = { it, en, es, fr, de }

/** The room page: the shared room, the free private room for two, the single room for a supplement. */
export const noSharingRoomPage = (language: SeedLanguage) => infoPageContent(COPY[language])
