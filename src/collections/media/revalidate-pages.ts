import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pageTags } from '@/lib/cache/page-tags'
import { expireTags } from '@/lib/cache/revalidate'

/** Pages embed their images' URLs and alt text: an edited image expires cached pages. */
export const revalidatePagesAfterMediaChange: CollectionAfterChangeHook = async ({ doc, context, operation }) => {
  if (!context.disableRevalidate && operation === 'update') await expireTags([pageTags.all])
  return doc
}

/** A removed image disappears from the pages that showed it. */
export const revalidatePagesAfterMediaDelete: CollectionAfterDeleteHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([pageTags.all])
  return doc
}
