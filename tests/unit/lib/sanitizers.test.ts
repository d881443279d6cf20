import { describe, expect, it } from 'vitest'
import { inertCss, scopeCssToBlock, validateCustomCss } from '@/lib/css/scoped-css'
import { safeUrl } from '@/lib/text/safe-url'
import { sanitizeEditorHtml } from '@/lib/text/sanitize-html'
import { stripMarkup } from '@/lib/text/strip-markup'

describe('sanitizeEditorHtml', () => {
  it('removes scripts, event handlers and script URLs', () => {
    const html = sanitizeEditorHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><svg><script>alert(1)</script></svg><iframe src="https://evil.example/x"></iframe><style>body{}</style>',
    )
    expect(html).not.toMatch(/script|onclick|onerror|javascript|evil|<style/i)
    expect(html).toContain('<p>Hi</p>')
    expect(html).toContain('<img src="x.jpg" />')
  })

  it('keeps ordinary content, safe links and known video embeds', () => {
    const html = sanitizeEditorHtml('<h2>Title</h2><a href="https://example.com" target="_blank">x</a><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('youtube-nocookie.com/embed/abc')
  })

  it('drops data: images', () => {
    expect(sanitizeEditorHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:')
  })
})

describe('stripMarkup', () => {
  it('turns markup into plain text', () => {
    expect(stripMarkup('Sunset <b>over</b> Rome<script>alert(1)</script>')).toBe('Sunset over Rome')
    expect(stripMarkup('<img src=x onerror=alert(1)>Tom &amp; Jerry')).toBe('Tom & Jerry')
    expect(stripMarkup('  many\n\nspaces ')).toBe('many spaces')
  })
})

describe('safeUrl', () => {
  it('lets relative paths, anchors and web/mail/tel URLs through', () => {
    for (const url of ['/it/viaggi', '#top', '?q=1', 'https://example.com/x', 'mailto:a@b.c', 'tel:+39123']) expect(safeUrl(url)).toBe(url)
  })

  it('refuses script, data and protocol-relative URLs', () => {
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x']) {
      expect(safeUrl(url), url).toBeUndefined()
    }
  })
})

describe('custom CSS', () => {
  it('cannot close its style element', () => {
    const css = inertCss('h1{color:red}</style><script>alert(1)</script>')
    expect(css).not.toContain('<')
    expect(css).toContain('\\3c /style>')
  })

  it('is scoped under the block root', () => {
    expect(scopeCssToBlock('h2 { color: red }', 'abc')).toBe('[data-block-id="abc"]{h2 { color: red }}')
    expect(scopeCssToBlock('p{}', 'a"b')).toBe('[data-block-id="a\\"b"]{p{}}')
  })

  it('is validated: balanced braces, no style tags', () => {
    expect(validateCustomCss('h1 { color: red } p { margin: 0 }')).toBe(true)
    expect(validateCustomCss('a::after { content: "}" }')).toBe(true)
    expect(validateCustomCss('} body { display: none }')).toMatch(/closing brace/)
    expect(validateCustomCss('h1 { color: red')).toMatch(/never closed/)
    expect(validateCustomCss('</style><script>')).toMatch(/style/)
    expect(validateCustomCss('')).toBe(true)
  })
})
