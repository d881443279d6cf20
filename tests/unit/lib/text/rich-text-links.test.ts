import { describe, expect, it } from 'vitest'
import { unsafeLinkAddresses, withoutUnsafeLinks } from '@/lib/text/rich-text-links'
import { HOSTILE_LINKS } from '../../../support/hostile-links'
import { linkedText } from '../../../support/lexical'

/** A link node as stored, with `fields` or (a client's own shape) the address on the node. */
const autolink = (url: string) => ({ type: 'autolink', fields: { linkType: 'custom', url }, children: [{ type: 'text', text: url }] })

describe('links in stored rich text', () => {
  it('finds every hostile address, in links, autolinks and nested nodes', () => {
    for (const url of HOSTILE_LINKS) expect(unsafeLinkAddresses(linkedText('x', url)), JSON.stringify(url)).toEqual([url])
    const nested = {
      root: { type: 'root', children: [{ type: 'list', children: [{ type: 'listitem', children: [autolink('javascript:x')] }] }] },
    }
    expect(unsafeLinkAddresses(nested)).toEqual(['javascript:x'])
    expect(unsafeLinkAddresses({ root: { children: [{ type: 'link', url: 'vbscript:x', children: [] }] } })).toEqual(['vbscript:x'])
  })

  it('passes safe addresses, internal links and links not yet given an address', () => {
    for (const url of ['https://example.com', '/it/viaggi', '#faq', 'mailto:a@b.c', 'tel:+39123', '', 'https://']) {
      expect(unsafeLinkAddresses(linkedText('x', url)), url).toEqual([])
    }
    const internal = {
      root: { children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 1 } }, children: [] }] },
    }
    expect(unsafeLinkAddresses(internal)).toEqual([])
    expect(unsafeLinkAddresses(null)).toEqual([])
  })

  it('reads without the unsafe links, keeping their text and every safe link', () => {
    const value = linkedText('Click', 'javascript:alert(1)')
    value.root.children.push(linkedText('Safe', 'https://example.com').root.children[0]!)
    const read = withoutUnsafeLinks(value)
    expect(JSON.stringify(read)).not.toMatch(/javascript/)
    expect(read.root.children[0]!.children).toEqual([expect.objectContaining({ type: 'text', text: 'Click' })])
    expect(read.root.children[1]!.children).toEqual([
      expect.objectContaining({ type: 'link', fields: expect.objectContaining({ url: 'https://example.com' }) }),
    ])
    const safe = linkedText('Safe', '/it')
    expect(withoutUnsafeLinks(safe)).toBe(safe)
  })
})
