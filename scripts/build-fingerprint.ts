import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What `next build` compiles: the app, the CMS config and its migrations, the build settings. */
export const BUILD_SOURCES = [
  'src',
  'migrations',
  'payload.config.ts',
  'next.config.ts',
  'cache-handler.mjs',
  'tsconfig.json',
  'package.json',
]

/**
 * Environment the build bakes in: next.config.ts reads these (the security headers carry
 * SITE_URL, and allows the hosts of GTM_ID's tag manager and SENTRY_DSN's service; REDIS_URL or
 * SHARED_CACHE picks the cache handler; NEXT_OUTPUT the output kind),
 * NODE_ENV picks React's build, EDITION_DOMAINS shapes the links of pages prerendered while
 * building, and Next inlines every NEXT_PUBLIC_ variable into the browser's scripts. Of
 * REDIS_URL only its presence counts (the config tests nothing else; the URL is read at run time).
 */
const BUILD_ENV = ['NODE_ENV', 'SITE_URL', 'SHARED_CACHE', 'NEXT_OUTPUT', 'EDITION_DOMAINS', 'GTM_ID', 'SENTRY_DSN']
const PRESENCE_ONLY_ENV = ['REDIS_URL']

type Environment = Record<string, string | undefined>

/** Every file under `entry` (sorted, so the same tree always hashes the same), by path and content. */
function hashTree(hash: crypto.Hash, root: string, entry: string): void {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) hashTree(hash, root, path.join(entry, name))
    return
  }
  hash.update(`file ${entry.split(path.sep).join('/')}\n`)
  hash.update(fs.readFileSync(full))
  hash.update('\n')
}

/**
 * The installed dependency tree as the lockfile pins it (each package's path, version and
 * integrity), leaving out how the file is laid out: `npm install` rewrites the lockfile with the
 * same tree, and that is no reason to build again.
 */
export function dependencyTree(lockfileText: string): string {
  const lockfile = JSON.parse(lockfileText) as { packages?: Record<string, { version?: string; integrity?: string; resolved?: string }> }
  return Object.entries(lockfile.packages ?? {})
    .filter(([location]) => location !== '')
    .map(([location, pkg]) => `${location}@${pkg.version ?? ''}#${pkg.integrity ?? pkg.resolved ?? ''}`)
    .sort()
    .join('\n')
}

/** The build-relevant environment, as `NAME=value` lines (unset variables left out). */
export function buildEnvironment(env: Environment): string {
  const names = [...BUILD_ENV, ...Object.keys(env).filter((name) => name.startsWith('NEXT_PUBLIC_'))]
  const lines = [...new Set(names)].filter((name) => env[name] !== undefined).map((name) => `${name}=${env[name]}`)
  for (const name of PRESENCE_ONLY_ENV) if (env[name]) lines.push(`${name} is set`)
  return lines.sort().join('\n')
}

/**
 * A digest of everything a production build depends on: the sources' contents, the dependency
 * tree and the build-relevant environment. The same digest means the last build can be served
 * as it is; modification times play no part (nor Node's version: the output is the same).
 */
export function buildFingerprint(root: string, env: Environment = process.env): string {
  const hash = crypto.createHash('sha256')
  for (const source of BUILD_SOURCES) hashTree(hash, root, source)
  const lockfile = path.join(root, 'package-lock.json')
  hash.update(`dependencies\n${fs.existsSync(lockfile) ? dependencyTree(fs.readFileSync(lockfile, 'utf8')) : ''}\n`)
  hash.update(`environment\n${buildEnvironment(env)}\n`)
  return hash.digest('hex')
}
