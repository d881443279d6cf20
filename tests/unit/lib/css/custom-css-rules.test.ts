import { describe, expect, it } from 'vitest'
import { validateCustomCss } from '@/lib/css/custom-css-rules'

const scoped = (css: string) => validateCustomCss(css, { scoped: true })
const page = (css: string) => validateCustomCss(css, { scoped: false })

describe('block CSS stays inside its block', () => {
  it('refuses "&" inside a selector function, however it is written', () => {
    for (const css of [
      ':not(&){background:rgb(1,2,3)!important}',
      'body:has(&){background:rgb(1,2,3)}',
      'html:has(> body &) { color: red }',
      ':is(&) ~ p { color: red }',
      ':where(&) { color: red }',
      ':NOT(&) { color: red }',
      ':not(/* hidden */&) { color: red }',
      ':n\\6ft(&) { color: red }',
      ':-webkit-any(&) { color: red }',
      'p:nth-child(2 of &) { color: red }',
      'h2, :not(&) { color: red }',
      '@media print { :not(&) { color: red } }',
      'p { :has(&) { color: red } }',
      'p { @supports (display: grid) { :not(&) { color: red } } }',
    ]) {
      expect(scoped(css), css).toMatch(/"&" cannot stand inside :not\(\), :has\(\), :is\(\), :where\(\)/)
    }
  })

  it('refuses sibling combinators that start at the block itself', () => {
    for (const css of [
      '& ~ * { color: red }',
      '& + p { color: red }',
      '&\n~p { color: red }',
      '~ * { color: red }',
      '+ section { color: red }',
      '&:hover ~ p { color: red }',
      '&.x + p { color: red }',
      'p + & ~ a { color: red }',
      '&:hover { & + p { color: red } }',
      '@media (min-width: 1px) { & ~ * { color: red } }',
    ]) {
      expect(scoped(css), css).toMatch(/cannot style the block’s neighbours/)
    }
  })

  it('accepts what stays inside: descendants, children, their siblings, the block and its states', () => {
    for (const css of [
      'h2 { color: #c00 }',
      'background: rgb(9, 9, 9); padding: 1rem',
      'h2 + p { margin-top: 0 }',
      '& > p ~ a { color: red }',
      '& p ~ a { color: red }',
      'h2 { & + p { margin: 0 } }',
      '&:hover { outline: 1px solid }',
      '&:hover p { color: red }',
      'body & { color: red }',
      '.dark & h2 { color: white }',
      '> p { margin: 0 }',
      ':not(p) { color: red }',
      'li:has(> a) { list-style: none }',
      '@media (min-width: 600px) { h2 { color: red } }',
      '@supports (display: grid) { .x { display: grid } }',
      '@container (width > 400px) { h2 { font-size: 2rem } }',
      '@layer base { p { margin: 0 } }',
      // `\26` is an escaped "&": a type selector named "&", which matches nothing, read as `& \26 ~ p`.
      '\\26 ~ p { color: red }',
      ':not(\\26) { color: red }',
      'a[data-x="&"] ~ b { color: red }',
      'a { background: url(/media/x.png) } b { background: url("https://example.com/x.png") }',
      'a { background: url(data:image/png;base64,iVBORw0KGgo=) }',
    ]) {
      expect(scoped(css), css).toBe(true)
    }
  })

  it('refuses at-rules other than conditional ones: imports, @scope, @keyframes, @font-face', () => {
    expect(scoped('@import url(https://evil.example/x.css);')).toMatch(/@import/)
    expect(scoped('@IMPORT "x.css";')).toMatch(/@import/)
    expect(scoped('@\\69mport "x.css";')).not.toBe(true)
    for (const css of [
      '@scope (html) { body { color: red } }',
      '@keyframes k { from { opacity: 0 } }',
      '@font-face { font-family: x }',
      '@namespace x url(x);',
    ]) {
      expect(scoped(css), css).toMatch(/is not allowed here/)
    }
  })

  it('refuses script and document URLs, also escaped, spaced or upper case', () => {
    for (const css of [
      'a { background: url(javascript:void) }',
      'a { background: url("javascript:alert(1)") }',
      "a { background: url('JAVASCRIPT:alert(1)') }",
      'a { background: url("java\\73 cript:alert(1)") }',
      'a { background: url("java\\9 script:alert(1)") }',
      'a { background: url("jav\\61script:alert(1)") }',
      'a { background: url(vbscript:x) }',
      'a { background: url("data:text/html,<b>x</b>") }',
      'a { background: image-set("data:text/html,x" 1x) }',
      'a { --bg: url(javascript:x) }',
    ]) {
      expect(scoped(css), css).toMatch(/javascript:, vbscript: or data:/)
    }
  })

  it('refuses a style tag, in any case', () => {
    for (const css of ['p { color: red }</style><script>alert(1)</script>', '</STYLE >', 'p { content: "<style>" }']) {
      expect(scoped(css), css).toMatch(/<style> tag/)
    }
  })

  it('refuses CSS whose blocks a browser reads otherwise than the check: custom properties holding braces', () => {
    for (const css of ['--x:{;}:not(&){background:red}', 'p { --y: { color: red } }']) {
      expect(scoped(css), css).toMatch(/read differently/)
    }
  })
})

describe('page CSS', () => {
  it('may style the whole page, with any at-rule but imports; never a script URL or a style tag', () => {
    expect(page('body { background: #fff } :not(&) { color: red }')).toBe(true)
    expect(page('@keyframes fade { from { opacity: 0 } } @font-face { font-family: x; src: url(/f.woff2) }')).toBe(true)
    expect(page('@import url(https://evil.example/x.css);')).toMatch(/@import/)
    expect(page('a { background: url("javascript:alert(1)") }')).toMatch(/javascript:/)
    expect(page('</style><script>')).toMatch(/<style> tag/)
  })
})
