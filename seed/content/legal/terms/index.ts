import type { Localized } from '../../types'
import type { LegalDocument } from '../types'
import { terms as de } from './de'
import { terms as en } from './en'
import { terms as es } from './es'
import { terms as fr } from './fr'
import { terms as it } from './it'

/** The terms and conditions of use of the site and the account, in each language. */
export const TERMS: Localized<LegalDocument> = { it, en, es, fr, de }
