import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pageTags } from '@/lib/cache/page-tags'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'

/** Pages embed their images' URLs and alt text: an edited image expires cached pages. */
export const revalidatePagesAfterMediaChange: CollectionAfterChangeHook = async ({ doc, req, context, operation }) => {
  if (!context.disableRevalidate && operation === 'update') await expireTagsOnCommit(req, [pageTags.all])
  return doc
}

/** A removed image disappears from the pages that showed it. */
export const revalidatePagesAfterMediaDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsOnCommit(req, [pageTags.all])
  return doc
}
