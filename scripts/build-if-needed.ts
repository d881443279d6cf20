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

/** Runs `next build` when there is no build or a source file changed after it. */
export function buildIfNeeded(log: (line: string) => void): void {
  const buildId = path.resolve('.next', 'BUILD_ID')
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) {
    log('production build is up to date')
    return
  }
  log('building the site (about a minute on 2 cores)…')
  const started = Date.now()
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error('next build failed')
  log(`build done in ${Math.round((Date.now() - started) / 1000)} s`)
}
