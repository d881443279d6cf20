import { describe, expect, it } from 'vitest'
import { faqJsonLd } from '@/blocks/faq/faq-json-ld'

describe('faqJsonLd', () => {
  it('describes the questions as a FAQPage', () => {
    const data = JSON.parse(faqJsonLd([{ question: 'Can I travel alone?', answer: 'Yes.' }]))
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I travel alone?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }],
    })
  })

  it('cannot close its script element', () => {
    const json = faqJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'x' }])
    expect(json).not.toContain('<')
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>')
  })
})
