import type { Localized } from '../../types'
import type { LegalDocument } from '../types'
import { generalConditions as de } from './de'
import { generalConditions as en } from './en'
import { generalConditions as es } from './es'
import { generalConditions as fr } from './fr'
import { generalConditions as it } from './it'

/** The general conditions of the package travel contract, in each language. */
export const GENERAL_CONDITIONS: Localized<LegalDocument> = { it, en, es, fr, de }
