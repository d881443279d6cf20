import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import { buildFingerprint } from './build-fingerprint'

const require = createRequire(import.meta.url)

/** The fingerprint of what the last finished build here was made from (see build-fingerprint.ts). */
const BUILT_FROM = path.resolve('.next', 'build-fingerprint')
/** Turbopack's cache for builds: a build only reads it when an earlier build wrote it. */
const TURBOPACK_BUILD_CACHE = path.resolve('.next', 'cache', 'turbopack')

/**
 * The switches of our builds (read by next.config.ts). A lean build checks no types (`npm test`
 * runs `tsc` as its own step, and `npm start` serves what that step checks) and neither minifies
 * nor source-maps the server's code. A first build writes no Turbopack cache (half a minute for
 * a cache nothing has read yet); a rebuild writes it, so the builds after it start warm.
 */
export function buildEnvironment(rebuild: boolean): Record<string, string> {
  return { NEXT_BUILD_LEAN: '1', NEXT_BUILD_TURBOPACK_CACHE: rebuild ? '1' : '0' }
}

/**
 * Runs `next build`, then notes the fingerprint of the sources it began from. The build is this
 * process's child: it ends when this process does, whatever ends it.
 */
export async function build(log: (line: string) => void): Promise<void> {
  const fingerprint = buildFingerprint(process.cwd())
  const rebuild = fs.existsSync(path.resolve('.next', 'BUILD_ID')) || fs.existsSync(TURBOPACK_BUILD_CACHE)
  log('building the site (about two minutes on 2 cores)…')
  const started = Date.now()
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...buildEnvironment(rebuild) },
  })
  const stopBuild = () => child.kill('SIGTERM')
  process.once('exit', stopBuild)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  process.removeListener('exit', stopBuild)
  if (code !== 0) throw new Error('next build failed')
  fs.writeFileSync(BUILT_FROM, fingerprint)
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Whether the build in .next was made from exactly what is here now. */
export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.resolve('.next', 'BUILD_ID')) || !fs.existsSync(BUILT_FROM)) return false
  return fs.readFileSync(BUILT_FROM, 'utf8') === buildFingerprint(process.cwd())
}

/** Builds when there is no build or anything that goes into one changed since the last. */
export async function buildIfNeeded(log: (line: string) => void): Promise<void> {
  if (buildIsCurrent()) log('production build is up to date')
  else await build(log)
}
