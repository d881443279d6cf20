import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../../src')

/** Every file of src/ that declares site API calls (`api.ts`, `*-api.ts` beside the runtime's list). */
function declarationFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)api\.ts$/.test(file) || file === 'runtime/custom-page-api.ts')
    .map((file) => path.join(SRC, file))
}

describe("the site API's declarations", () => {
  it('live each in its own room: no declaration file imports another', () => {
    const files = declarationFiles()
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]!)
      expect(
        imports.filter((name) => /\/(api|custom-page-api)$/.test(name)),
        path.relative(SRC, file),
      ).toEqual([])
    }
  })
})
