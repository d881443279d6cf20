import { bulletList, heading, link, paragraph, richText } from '../../lexical'
import type { LocalizedContent } from '../../pages'
import type { SeedLanguage } from '../types'
import type { LegalDocument, LegalList, LegalParagraph } from './types'

/** The "Last updated" label (French puts a space before the colon) and the locale that formats the date (en is British English). */
const UPDATED: Record<SeedLanguage, { label: string; locale: string }> = {
  it: { label: 'Ultimo aggiornamento:', locale: 'it-IT' },
  en: { label: 'Last updated:', locale: 'en-GB' },
  es: { label: 'Última actualización:', locale: 'es-ES' },
  fr: { label: 'Dernière mise à jour :', locale: 'fr-FR' },
  de: { label: 'Zuletzt aktualisiert:', locale: 'de-DE' },
}

/** "Last updated: 2 November 2026" in the language (the date is read as a calendar day, not a moment). */
export function lastUpdatedLine(updated: string, language: SeedLanguage): string {
  const { label, locale } = UPDATED[language]
  const date = new Date(`${updated}T12:00:00Z`)
  const formatted = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
  return `${label} ${formatted}`
}

const isList = (part: LegalParagraph | LegalList): part is LegalList => typeof part === 'object' && 'bullets' in part

function paragraphNode(part: LegalParagraph) {
  if (typeof part === 'string') return paragraph(part)
  return paragraph(...part.map((piece) => (typeof piece === 'string' ? piece : link(piece.label, piece.url))))
}

/** A legal document as a page: one rich-text block with the title, the update date, the lead and the numbered sections. */
export function legalPageContent(document: LegalDocument, language: SeedLanguage): LocalizedContent {
  const sections = document.sections.flatMap((section) => [
    heading('h3', section.heading),
    ...section.body.map((part) => (isList(part) ? bulletList([...part.bullets]) : paragraphNode(part))),
  ])
  return {
    title: document.title,
    blocks: [
      {
        blockType: 'richText',
        width: 'text',
        content: richText(
          heading('h2', document.title),
          paragraph(lastUpdatedLine(document.updated, language)),
          paragraph(document.lead),
          ...sections,
        ),
      },
    ],
  }
}
