import type { SeedLanguage } from '../../types'
import type { LegalDocument } from '../types'
import { cancellationPolicy as de } from './de'
import { cancellationPolicy as en } from './en'
import { cancellationPolicy as es } from './es'
import { cancellationPolicy as fr } from './fr'
import { cancellationPolicy as it } from './it'

/** The cancellation and change rules of a booking, in every language. */
export const CANCELLATION_POLICY: Record<SeedLanguage, LegalDocument> = { it, en, es, fr, de }
