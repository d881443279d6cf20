import type { SeedLanguage } from '../../types'
import type { LegalDocument } from '../types'
import { privacyPolicy as de } from './de'
import { privacyPolicy as en } from './en'
import { privacyPolicy as es } from './es'
import { privacyPolicy as fr } from './fr'
import { privacyPolicy as it } from './it'

/** The privacy notice (GDPR arts. 13–14) of the site and of the trips, in every language. */
export const PRIVACY_POLICY: Record<SeedLanguage, LegalDocument> = { it, en, es, fr, de }
