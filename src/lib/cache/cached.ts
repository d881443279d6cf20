import { unstable_cache } from 'next/cache'
import { databaseIdentity } from '@/lib/database/identity'
import { PAGE_REVALIDATE_S } from './page-cache'

/**
 * A read kept in Next's data cache and shared by every render that asks for the same `key`,
 * until one of its `tags` expires or `PAGE_REVALIDATE_S` passes. A page rendered with it
 * carries its tags, so the page expires with it. Keys are per database (tests run on several).
 * Every cached read goes through here: Next's `'use cache'` would replace this file alone (see
 * docs/choices.md, "Caching on unstable_cache").
 */
export function cached<T>(key: readonly string[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key, databaseIdentity()], { tags: [...tags], revalidate: PAGE_REVALIDATE_S })()
}
