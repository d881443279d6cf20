import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { shellDataTag } from '@/lib/cache/shell-data-tag'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'

/**
 * Header, footer, contacts, banners and edition settings show on every page: a save expires them
 * all, except a draft saved over a published global (autosave included), which leaves the
 * published one as visitors have it.
 */
export const revalidateShellDataAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, req, context }) => {
  if (context.disableRevalidate) return doc
  if (doc._status === 'draft') {
    const live = await req.payload.findGlobal({ slug: global.slug, draft: false, depth: 0, overrideAccess: true, req })
    if ((live as { _status?: string })._status === 'published') return doc
  }
  await expireTagsOnCommit(req, [shellDataTag])
  return doc
}

export const revalidateShellDataAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsOnCommit(req, [shellDataTag])
  return doc
}

export const revalidateShellDataAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsOnCommit(req, [shellDataTag])
  return doc
}
