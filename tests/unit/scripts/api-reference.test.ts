import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

// The declarations are read, never called: the CMS they would reach is not needed.
vi.mock('@payload-config', () => ({ default: {} }))

const { apiReference } = await import('../../../scripts/api-reference')
const { SITE_API } = await import('@/runtime/site-api')

describe('docs/api.md', () => {
  it('is what `npm run api:docs` writes from the call declarations now', () => {
    const written = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    expect(written, 'docs/api.md is out of date: run `npm run api:docs`').toBe(apiReference(SITE_API))
  })

  it('documents every call with its path, answer and error keys', () => {
    const reference = apiReference(SITE_API)
    for (const call of SITE_API) {
      expect(reference).toContain(`### \`${call.method} ${call.path}\``)
      for (const [status, key] of call.errors) expect(reference).toContain(`| ${status} | \`${key}\` |`)
    }
  })
})
