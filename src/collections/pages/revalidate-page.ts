import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { pageTags } from '@/lib/cache/page-tags'
import { expireTagsOnCommit } from '@/lib/cache/revalidate'

type PageLike = { id: string | number; slug?: string | null; routingKey?: string | null }

/** The page as visitors have it now: whether it is published, and its slug in every edition (a publish may cover several). */
async function livePage(id: string | number, req: PayloadRequest): Promise<{ published: boolean; slugs: Record<string, string> }> {
  try {
    const page = await req.payload.findByID({
      collection: 'pages',
      id,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      select: { slug: true, _status: true },
    })
    const slugs = page.slug as unknown
    return { published: page._status === 'published', slugs: slugs && typeof slugs === 'object' ? (slugs as Record<string, string>) : {} }
  } catch {
    return { published: false, slugs: {} } // deleted or never published
  }
}

function tagsFor(page: PageLike | undefined, edition: string): string[] {
  if (!page) return []
  return [...(page.slug ? [pageTags.bySlug(edition, page.slug)] : []), ...(page.routingKey ? [pageTags.byRoutingKey(page.routingKey)] : [])]
}

/**
 * Publishing, unpublishing and renaming expire every lookup that could now give another
 * answer: the page itself, its old and new slugs, its old and new routing key.
 * Draft saves (autosave) change nothing public, so they expire nothing.
 */
export const revalidatePageAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.disableRevalidate) return doc
  if (doc._status !== 'published' && previousDoc?._status !== 'published') return doc
  const edition = String(req.locale ?? '')
  const live = await livePage(doc.id, req)
  // A draft saved over a published page leaves the published one as it was (unpublishing does not).
  if (doc._status === 'draft' && live.published) return doc
  const slugs = live.slugs
  // Other pages may link to this one: a new address or a withdrawal reaches them too.
  const addressChanged =
    doc.slug !== previousDoc?.slug || doc.routingKey !== previousDoc?.routingKey || doc._status !== previousDoc?._status
  await expireTagsOnCommit(req, [
    ...tagsFor(doc, edition),
    ...tagsFor(previousDoc, edition),
    ...Object.entries(slugs)
      .filter(([, slug]) => slug)
      .map(([code, slug]) => pageTags.bySlug(code, slug)),
    ...(addressChanged ? [pageTags.all] : []),
  ])
  return doc
}

/** A deleted page leaves every edition, every hreflang and menu link to it, and the sitemaps: all page lookups expire. */
export const revalidatePageAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  await expireTagsOnCommit(req, [...tagsFor(doc, String(req.locale ?? '')), pageTags.all])
  return doc
}
