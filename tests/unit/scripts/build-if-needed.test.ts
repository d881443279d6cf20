import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let root: string
let home: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const LOCKFILE = { name: 'site', lockfileVersion: 3, packages: { 'node_modules/next': { version: '16.4.6', integrity: 'sha512-next' } } }

/** `npm start`'s decision, read in `root` as the launcher reads it in the checkout. */
async function buildIsCurrent(): Promise<boolean> {
  vi.resetModules()
  return (await import('../../../scripts/build-if-needed')).buildIsCurrent()
}

/** A finished build of what `root` holds now: its id and the fingerprint it was made from. */
async function recordBuild() {
  const { buildFingerprint } = await import('../../../scripts/build-fingerprint')
  write('.next/BUILD_ID', 'build-1')
  write('.next/build-fingerprint', buildFingerprint(root))
}

beforeEach(() => {
  home = process.cwd()
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-needed-'))
  write('src/app/page.tsx', 'export default function Page() {}\n')
  write('next.config.ts', 'export default {}\n')
  write('package-lock.json', JSON.stringify(LOCKFILE, null, 2))
  process.chdir(root)
})
afterEach(() => {
  process.chdir(home)
  fs.rmSync(root, { recursive: true, force: true })
})

describe("npm start's build decision", () => {
  it('builds when there is no build, or one not known to be made from these sources', async () => {
    expect(await buildIsCurrent()).toBe(false)
    write('.next/BUILD_ID', 'build-1')
    expect(await buildIsCurrent()).toBe(false)
  })

  it('reuses the build after `npm install` rewrote the lockfile with the same tree and touched the sources', async () => {
    await recordBuild()
    expect(await buildIsCurrent()).toBe(true)
    write('package-lock.json', JSON.stringify(LOCKFILE, null, 4) + '\n')
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(path.join(root, 'src/app/page.tsx'), later, later)
    expect(await buildIsCurrent()).toBe(true)
  })

  it('rebuilds after a source or a dependency changed', async () => {
    await recordBuild()
    write('src/app/page.tsx', 'export default function Page() { return null }\n')
    expect(await buildIsCurrent()).toBe(false)

    await recordBuild()
    write(
      'package-lock.json',
      JSON.stringify({ ...LOCKFILE, packages: { 'node_modules/next': { version: '16.4.7', integrity: 'sha512-other' } } }),
    )
    expect(await buildIsCurrent()).toBe(false)
  })
})
