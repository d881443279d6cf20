import { unstable_cache } from 'next/cache'
import { PAGE_REVALIDATE_S } from './page-cache'

/**
 * Gives the page being rendered these cache tags, for data its render read from memory rather
 * than through a cached read (the catalog search works on an in-process snapshot): the page
 * expires with them.
 */
export async function declareRenderTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return
  await unstable_cache(async () => true, ['render-tags', ...tags], { tags: [...tags], revalidate: PAGE_REVALIDATE_S })()
}
