import { jsonLdText } from '@/lib/text/json-ld'

/** One JSON-LD script. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
