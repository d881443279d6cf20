import { cached } from './cached'

/**
 * Gives the page being rendered these cache tags, for data its render read from memory rather
 * than through a cached read (the catalog search works on an in-process snapshot): the page
 * expires with them. A page takes the tags of every cached read its render makes, and without
 * `cacheComponents` Next has no other way to tag it (`cacheTag()` works only there): so this
 * is a cached read of nothing, keyed by its tags.
 */
export async function declareRenderTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return
  await cached(['render-tags', ...tags], tags, async () => true)
}
