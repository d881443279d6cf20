import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { layoutTag } from '@/lib/cache/layout-tag'
import { expireTags } from '@/lib/cache/revalidate'

/** Header, footer, contacts, banners and edition settings show on every page: a save expires them all. */
export const revalidateLayoutAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([layoutTag])
  return doc
}

export const revalidateLayoutAfterChange: CollectionAfterChangeHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([layoutTag])
  return doc
}

export const revalidateLayoutAfterDelete: CollectionAfterDeleteHook = async ({ doc, context }) => {
  if (!context.disableRevalidate) await expireTags([layoutTag])
  return doc
}
