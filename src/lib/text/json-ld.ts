/** Structured data as the text of a `<script type="application/ld+json">`: `<` escaped so it cannot close it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
