import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildEnvironment, buildFingerprint, dependencyTree } from '../../../scripts/build-fingerprint'

const LOCKFILE = {
  name: 'site',
  lockfileVersion: 3,
  requires: true,
  packages: {
    '': { name: 'site', dependencies: { next: '16.4.6' } },
    'node_modules/next': { version: '16.4.6', resolved: 'https://registry/next-16.4.6.tgz', integrity: 'sha512-next' },
    'node_modules/react': { version: '19.2.9', resolved: 'https://registry/react-19.2.9.tgz', integrity: 'sha512-react' },
  },
}

let root: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const ENV = { SITE_URL: 'http://localhost:3000', PORT: '3000' }

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'))
  write('src/app/page.tsx', 'export default function Page() {}\n')
  write('payload.config.ts', 'export default {}\n')
  write('next.config.ts', 'export default {}\n')
  write('package-lock.json', JSON.stringify(LOCKFILE, null, 2))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the build fingerprint', () => {
  it('stays the same when npm install rewrites the lockfile and touches files without changing them', () => {
    const before = buildFingerprint(root, ENV)
    const later = new Date(Date.now() + 60_000)
    // npm writes the same tree, possibly laid out otherwise (key order, indentation).
    const { packages, ...rest } = LOCKFILE
    write('package-lock.json', JSON.stringify({ packages, ...rest }) + '\n')
    for (const file of ['package-lock.json', 'src/app/page.tsx', 'next.config.ts']) fs.utimesSync(path.join(root, file), later, later)
    expect(buildFingerprint(root, ENV)).toBe(before)
  })

  it('changes when a source changes, appears or is removed', () => {
    const before = buildFingerprint(root, ENV)
    write('src/app/page.tsx', 'export default function Page() { return null }\n')
    const edited = buildFingerprint(root, ENV)
    expect(edited).not.toBe(before)
    write('src/app/other.tsx', '')
    const added = buildFingerprint(root, ENV)
    expect(added).not.toBe(edited)
    fs.rmSync(path.join(root, 'src/app/other.tsx'))
    expect(buildFingerprint(root, ENV)).toBe(edited)
  })

  it('changes when a file is renamed with the same content', () => {
    const before = buildFingerprint(root, ENV)
    fs.renameSync(path.join(root, 'src/app/page.tsx'), path.join(root, 'src/app/layout.tsx'))
    expect(buildFingerprint(root, ENV)).not.toBe(before)
  })

  it('changes when a dependency changes version', () => {
    const before = buildFingerprint(root, ENV)
    const upgraded = structuredClone(LOCKFILE)
    upgraded.packages['node_modules/react'] = {
      version: '19.2.10',
      resolved: 'https://registry/react-19.2.10.tgz',
      integrity: 'sha512-new',
    }
    write('package-lock.json', JSON.stringify(upgraded, null, 2))
    expect(buildFingerprint(root, ENV)).not.toBe(before)
  })

  it('changes with the environment the build bakes in, not with the rest', () => {
    const before = buildFingerprint(root, ENV)
    expect(buildFingerprint(root, { ...ENV, PORT: '3210', DATABASE_URL: 'postgres://elsewhere' })).toBe(before)
    expect(buildFingerprint(root, { ...ENV, SITE_URL: 'https://example.com' })).not.toBe(before)
    expect(buildFingerprint(root, { ...ENV, SHARED_CACHE: 'redis' })).not.toBe(before)
    expect(buildFingerprint(root, { ...ENV, NEXT_PUBLIC_BRAND_NAME: 'Other' })).not.toBe(before)
    expect(buildFingerprint(root, { ...ENV, REDIS_URL: 'redis://a' })).not.toBe(before)
    expect(buildFingerprint(root, { ...ENV, REDIS_URL: 'redis://a' })).toBe(buildFingerprint(root, { ...ENV, REDIS_URL: 'redis://b' }))
  })
})

describe('the parts of the fingerprint', () => {
  it('reads the dependency tree of the lockfile, not its own name or layout', () => {
    expect(dependencyTree(JSON.stringify(LOCKFILE))).toBe(dependencyTree(JSON.stringify({ ...LOCKFILE, name: 'renamed' }, null, 4)))
    expect(dependencyTree(JSON.stringify(LOCKFILE))).toContain('node_modules/next@16.4.6#sha512-next')
  })

  it('lists the build-relevant environment in a fixed order', () => {
    expect(buildEnvironment({ SITE_URL: 'x', NEXT_PUBLIC_B: '2', NEXT_PUBLIC_A: '1', HOME: '/root' })).toBe(
      'NEXT_PUBLIC_A=1\nNEXT_PUBLIC_B=2\nSITE_URL=x',
    )
  })

  it('is the same for the real checkout when its lockfile is written again with the same tree', () => {
    const lockfile = fs.readFileSync('package-lock.json', 'utf8')
    expect(dependencyTree(JSON.stringify(JSON.parse(lockfile)))).toBe(dependencyTree(lockfile))
    expect(buildFingerprint(process.cwd(), ENV)).toBe(buildFingerprint(process.cwd(), ENV))
  })
})
