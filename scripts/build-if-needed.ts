import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'

const require = createRequire(import.meta.url)

const SOURCES = ['src', 'migrations', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** When the last build here began reading the sources: a file changed during a build is newer than it. */
const BUILT_FROM = path.resolve('.next', 'built-from-sources-at')

/** Runs `next build`, then notes when it began reading the sources. */
export function build(log: (line: string) => void): void {
  log('building the site (about a minute on 2 cores)…')
  const started = Date.now()
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error('next build failed')
  fs.writeFileSync(BUILT_FROM, '')
  fs.utimesSync(BUILT_FROM, started / 1000, started / 1000)
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Builds when there is no build or a source file changed after the last one began. */
export function buildIfNeeded(log: (line: string) => void): void {
  const built = fs.existsSync(path.resolve('.next', 'BUILD_ID')) && fs.existsSync(BUILT_FROM)
  const builtFrom = built ? fs.statSync(BUILT_FROM).mtimeMs : 0
  if (builtFrom > Math.max(...SOURCES.map(newestMtime))) log('production build is up to date')
  else build(log)
}
