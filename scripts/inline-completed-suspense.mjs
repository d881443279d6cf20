// @ts-check
/**
 * Keeps completed Suspense boundaries in place in the server's HTML (run after every install).
 *
 * React 19.2's server renderer moves any boundary over 500 bytes to the end of the document, in a
 * `<div hidden>` that a script puts back, once 12.8 KB (its `progressiveChunkSize`) have been
 * written, even when nothing suspended. Every island is such a boundary, and our pages are cached
 * whole, so the trade buys nothing: without JavaScript the islands' content stays hidden, and
 * with it the content appears only when the reveal script runs (a layout shift, a later LCP).
 * Next.js renders with React's default and has no setting for it (vercel/next.js#91806), so this
 * sets the default to `Infinity` in the React server renderers Next.js ships. Boundaries that
 * really wait for data still stream as before.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DEFAULT_CHUNK_SIZE = /(progressiveChunkSize\s*=\s*void 0\s*===\s*([\w$]+)\s*\?\s*)12800(\s*:\s*\2)/g
const PRODUCTION_RUNTIME = 'compiled/next-server/app-page-turbo.runtime.prod.js'
const ALREADY_INLINE = /progressiveChunkSize\s*=\s*void 0\s*===\s*[\w$]+\s*\?\s*Infinity\s*:/

/**
 * The renderer's source with the default chunk size made unlimited; `state` says whether it
 * changed it, found it done already, or found no default to change.
 * @param {string} source
 * @returns {{ source: string, state: 'changed' | 'already' | 'absent' }}
 */
export function inlineCompletedBoundaries(source) {
  const changed = source.replace(DEFAULT_CHUNK_SIZE, '$1Infinity$3')
  if (changed !== source) return { source: changed, state: 'changed' }
  return { source, state: ALREADY_INLINE.test(source) ? 'already' : 'absent' }
}

/**
 * The files that hold React's server renderer in a Next.js install: its page runtimes and its copies of react-dom.
 * @param {string} nextDist
 */
function rendererFiles(nextDist) {
  const pageRuntimes = path.join(nextDist, 'compiled/next-server')
  const reactCopies = ['react-dom', 'react-dom-experimental'].map((name) => path.join(nextDist, 'compiled', name, 'cjs'))
  return [
    ...readdirSync(pageRuntimes)
      .filter((name) => /^(app-page|dev-validation-worker).*\.js$/.test(name))
      .map((name) => path.join(pageRuntimes, name)),
    ...reactCopies.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => /^react-dom-server.*\.js$/.test(name))
        .map((name) => path.join(dir, name)),
    ),
  ]
}

/**
 * Applies the change to every renderer of the Next.js installed at `nextDist`. Fails when the
 * production page runtime has no default to change: a Next.js upgrade moved it, and the pages
 * would silently hide their islands again.
 * @param {string} nextDist
 */
export function inlineCompletedBoundariesIn(nextDist) {
  const states = new Map()
  for (const file of rendererFiles(nextDist)) {
    const { source, state } = inlineCompletedBoundaries(readFileSync(file, 'utf8'))
    if (state === 'changed') writeFileSync(file, source)
    states.set(path.relative(nextDist, file), state)
  }
  const production = states.get(PRODUCTION_RUNTIME)
  if (production !== 'changed' && production !== 'already') {
    throw new Error(`${nextDist}: no progressiveChunkSize default in ${PRODUCTION_RUNTIME}; see scripts/inline-completed-suspense.mjs`)
  }
  return states
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const states = inlineCompletedBoundariesIn(path.join(root, 'node_modules/next/dist'))
  const changed = [...states.values()].filter((state) => state === 'changed').length
  if (changed > 0) console.log(`Suspense boundaries kept in place in ${changed} React server renderers`)
}
