/** A piece of a paragraph: plain text, or a link with its label. */
export type InfoInline = string | { label: string; url: string }

/** A paragraph (text, or text mixed with links) or a bullet list. */
export type InfoPart = InfoInline | readonly InfoInline[] | { bullets: readonly string[] }

export type InfoSection = { heading: string; body: readonly InfoPart[] }

/** An info page in one language: a title, a lead paragraph and sections with an h3 each. */
export type InfoPage = { title: string; lead: string; sections: readonly InfoSection[] }
