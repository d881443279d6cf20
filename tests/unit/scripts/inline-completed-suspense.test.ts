import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineCompletedBoundaries, inlineCompletedBoundariesIn } from '../../../scripts/inline-completed-suspense.mjs'

const MINIFIED = 'this.rootFormatContext=r,this.progressiveChunkSize=void 0===n?12800:n,this.status=10'
const READABLE = 'this.progressiveChunkSize =\n    void 0 === progressiveChunkSize ? 12800 : progressiveChunkSize;'

describe('keeping completed Suspense boundaries in place', () => {
  it('makes the default chunk size unlimited in minified and readable renderers', () => {
    expect(inlineCompletedBoundaries(MINIFIED)).toEqual({
      source: 'this.rootFormatContext=r,this.progressiveChunkSize=void 0===n?Infinity:n,this.status=10',
      state: 'changed',
    })
    expect(inlineCompletedBoundaries(READABLE).source).toBe(
      'this.progressiveChunkSize =\n    void 0 === progressiveChunkSize ? Infinity : progressiveChunkSize;',
    )
  })

  it('leaves a size the caller chose, and a changed renderer, as they are', () => {
    const once = inlineCompletedBoundaries(MINIFIED).source
    expect(inlineCompletedBoundaries(once)).toEqual({ source: once, state: 'already' })
    const otherOption = 'this.progressiveChunkSize=void 0===n?12800:m'
    expect(inlineCompletedBoundaries(otherOption)).toEqual({ source: otherOption, state: 'absent' })
  })

  it('changes every renderer of an install and fails when the page runtime has none to change', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'next-dist-'))
    for (const dir of ['compiled/next-server', 'compiled/react-dom/cjs', 'compiled/react-dom-experimental/cjs']) {
      mkdirSync(path.join(dist, dir), { recursive: true })
    }
    const runtime = path.join(dist, 'compiled/next-server/app-page-turbo.runtime.prod.js')
    const reactDom = path.join(dist, 'compiled/react-dom/cjs/react-dom-server.node.production.js')
    writeFileSync(runtime, MINIFIED)
    writeFileSync(reactDom, READABLE)
    writeFileSync(path.join(dist, 'compiled/next-server/pages.runtime.prod.js'), MINIFIED)

    inlineCompletedBoundariesIn(dist)
    expect(readFileSync(runtime, 'utf8')).toContain('?Infinity:n')
    expect(readFileSync(reactDom, 'utf8')).toContain('? Infinity :')
    expect(readFileSync(path.join(dist, 'compiled/next-server/pages.runtime.prod.js'), 'utf8')).toBe(MINIFIED)

    writeFileSync(runtime, 'this.status=10')
    expect(() => inlineCompletedBoundariesIn(dist)).toThrow(/no progressiveChunkSize default/)
  })
})
