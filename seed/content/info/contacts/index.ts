import type { SeedEdition, SeedLanguage } from '../../types'
import { infoPageContent } from '../info-page'
import type { InfoPage } from '../types'
import { de } from './de'
import { contactDetails, type ContactDetails } from './details'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'

const COPY: Record<SeedLanguage, (contact: ContactDetails) => InfoPage> = { it, en, es, fr, de }

/** The contacts page: the edition's phone, WhatsApp and hours, the mailboxes in the page's language, the operator's address. */
export const contactsPage = (language: SeedLanguage, edition: SeedEdition) =>
  infoPageContent(COPY[language](contactDetails(language, edition)))
