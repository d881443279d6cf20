/** A link inside a paragraph of a legal document (a page of the site or a `mailto:` address). */
export type LegalLink = { label: string; url: string }

/** A paragraph: plain text, or text and links in reading order. */
export type LegalParagraph = string | ReadonlyArray<string | LegalLink>

/** A bullet list between the paragraphs of a section. */
export type LegalList = { bullets: readonly string[] }

/** A numbered section: its heading (with the number, e.g. "3. Booking") and its body in order. */
export type LegalSection = { heading: string; body: ReadonlyArray<LegalParagraph | LegalList> }

/** One legal document in one language, as the seed writes it into a page. */
export type LegalDocument = {
  title: string
  /** ISO date of the last update (YYYY-MM-DD); the page shows it in the language's format. */
  updated: string
  lead: string
  sections: readonly LegalSection[]
}
