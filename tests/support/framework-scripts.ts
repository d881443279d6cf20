/**
 * Which of a page's scripts are the framework's and which the product's own, from the build's
 * manifests (in `.next`, in the folder the build ran in). The rule: the chunks the build manifest
 * lists as `rootMainFiles` (the App Router's runtime: Next.js's client, React and React DOM, the
 * bundler's chunk loader, which every page of any Next.js app loads whatever its code) and
 * `polyfillFiles`, and the chunks of Next.js's own entries (its built-in not-found and error
 * boundaries, per the client reference manifests), are the framework's; every
 * other chunk was built from the product's code (its layouts, shell, blocks and islands, with the
 * libraries they import) and counts as its own. A library the product chose (a carousel, a query
 * cache) is its weight, not the framework's.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import type { ScriptLoad } from './page-scripts'

type BuildManifest = { rootMainFiles?: string[]; polyfillFiles?: string[] }

/** The site paths (`/_next/static/chunks/….js`) of the framework's chunks in the build at `root`. */
export function frameworkScripts(root = process.cwd()): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8')) as BuildManifest
  const files = [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])]
  if (files.length === 0) throw new Error('.next/build-manifest.json lists no rootMainFiles: is this a Next.js App Router build?')
  return new Set([...files, ...nextOnlyChunks(root)].map((file) => `/_next/${file}`))
}

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

/**
 * The chunks (`static/chunks/….js`) of Next.js's own entries in the client reference manifests:
 * the built-in not-found and error boundaries every App Router page carries.
 */
function nextOnlyChunks(root: string): string[] {
  const app = path.join(root, '.next', 'server', 'app')
  const manifests = (fs.readdirSync(app, { recursive: true }) as string[]).filter((file) => file.endsWith('_client-reference-manifest.js'))
  const chunks = new Set<string>()
  for (const file of manifests) {
    // Each manifest is a script that assigns itself to `globalThis.__RSC_MANIFEST[route]`.
    const context: { self?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
    context.self = context
    vm.runInNewContext(fs.readFileSync(path.join(app, file), 'utf8'), context)
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {}))
      for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {}))
        if (entry.startsWith('[project]/node_modules/next/dist/')) for (const chunk of files) chunks.add(chunk)
  }
  return [...chunks]
}

/** The scripts that are not the framework's. */
export const ownScripts = (scripts: ScriptLoad[], framework: Set<string>) => scripts.filter((script) => !framework.has(script.path))
