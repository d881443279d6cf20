import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** A Node process that loads the embedded database's module, then ends with `code` set as its exit code. */
function exitWith(code: number) {
  const script = `import('./src/lib/database/embedded.ts').then(() => { process.exitCode = ${code} })`
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 })
}

describe('a process that loads the embedded database', () => {
  it('ends with the exit code it set (a test runner’s failure stays a failure)', () => {
    expect(exitWith(3).status).toBe(3)
    expect(exitWith(0).status).toBe(0)
  })
})
