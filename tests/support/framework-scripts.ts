/**
 * Which of a page's scripts are the framework's and which the product's own, from the build's
 * manifest (`.next/build-manifest.json`, in the folder the build ran in). The rule: the chunks the
 * manifest lists as `rootMainFiles` (the App Router's runtime: Next.js's client, React and React
 * DOM, the bundler's chunk loader, which every page of any Next.js app loads whatever its code) and
 * `polyfillFiles` are the framework's; every other chunk was built from the product's code (its
 * layouts, shell, blocks and islands, with the libraries they import) and counts as its own. A
 * library the product chose (a carousel, a query cache) is its weight, not the framework's.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ScriptLoad } from './page-scripts'

type BuildManifest = { rootMainFiles?: string[]; polyfillFiles?: string[] }

/** The site paths (`/_next/static/chunks/….js`) of the framework's chunks in the build at `root`. */
export function frameworkScripts(root = process.cwd()): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8')) as BuildManifest
  const files = [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])]
  if (files.length === 0) throw new Error('.next/build-manifest.json lists no rootMainFiles: is this a Next.js App Router build?')
  return new Set(files.map((file) => `/_next/${file}`))
}

/** The scripts that are not the framework's. */
export const ownScripts = (scripts: ScriptLoad[], framework: Set<string>) => scripts.filter((script) => !framework.has(script.path))
