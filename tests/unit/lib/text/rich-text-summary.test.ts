import { describe, expect, it } from 'vitest'
import { richTextSummary } from '../../../../src/lib/text/rich-text-summary'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...parts: string[]) => ({ type: 'paragraph', children: parts.map(text) })
const heading = (value: string) => ({ type: 'heading', tag: 'h2', children: [text(value)] })
const document = (...children: object[]) => ({ root: { type: 'root', children } })

describe('a rich-text document’s summary', () => {
  it('leaves headings out and joins whole paragraphs while they fit', () => {
    const content = document(heading('Who we are'), paragraph('We travel in ', 'small groups.'), paragraph('Every trip has a coordinator.'))
    expect(richTextSummary(content)).toBe('We travel in small groups. Every trip has a coordinator.')
  })

  it('stops before a paragraph that would not fit', () => {
    const content = document(paragraph('First sentence here.'), paragraph('x'.repeat(200)))
    expect(richTextSummary(content)).toBe('First sentence here.')
  })

  it('cuts a long first paragraph at a word, with an ellipsis', () => {
    const long = 'Andiamo insieme, '.repeat(20)
    const summary = richTextSummary(document(paragraph(long)), 60)!
    expect(summary.length).toBeLessThanOrEqual(60)
    expect(summary).toMatch(/insieme…$|Andiamo…$/)
    expect(summary).not.toMatch(/[,\s]…$/)
  })

  it('reads list items and quotes, and gives null for a document without any paragraph', () => {
    const list = { type: 'list', children: [{ type: 'listitem', children: [text('Passport')] }] }
    expect(richTextSummary(document(list))).toBe('Passport')
    expect(richTextSummary(document(heading('Only a title')))).toBeNull()
    expect(richTextSummary(null)).toBeNull()
    expect(richTextSummary({})).toBeNull()
  })
})
