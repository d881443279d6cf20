import { CHUNK_RELOAD_GUARD_MS } from './constants'

/** Whether an error is a failed load of a code chunk (a new deploy replaced the old files). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '')
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  )
}

/** Reload on a chunk-load failure, at most once per 60 s. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
