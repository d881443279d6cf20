import { jsonLdText } from '@/lib/text/json-ld'

/** FAQPage structured data, safe inside a `<script>`: `<` is escaped so it cannot close it. */
export function faqJsonLd(questions: Array<{ question: string; answer: string }>): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
  return jsonLdText(data)
}
