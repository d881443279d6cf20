import type { Where } from 'payload'
import type { EditionCode } from '@/editions/editions'
import { cached } from '@/lib/cache/cached'
import { pageTags } from '@/lib/cache/page-tags'
import type { Page } from '@/payload-types'
import { cms } from '@/lib/cms/instance'

export type PageKey = { routingKey: string } | { slug: string }

function where(key: PageKey): Where {
  return 'routingKey' in key ? { routingKey: { equals: key.routingKey } } : { slug: { equals: key.slug } }
}

/** One uncached lookup: the published page, or with `draft` the latest draft (editors only). */
export async function queryPage(edition: EditionCode, key: PageKey, draft = false): Promise<Page | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: where(key),
    locale: edition,
    fallbackLocale: false,
    depth: 2,
    limit: 1,
    pagination: false,
    draft,
    // The public sees published pages only; drafts come only through an editor's draft mode.
    overrideAccess: draft,
  })
  const page = docs[0]
  // A page exists in an edition once it has a title there.
  return page?.title ? page : null
}

/**
 * The published page for a routing key or slug in an edition, cached until a publish,
 * unpublish or rename expires one of its tags (see collections/pages/revalidate-page.ts).
 */
export function findPublishedPage(edition: EditionCode, key: PageKey): Promise<Page | null> {
  const tag = 'routingKey' in key ? pageTags.byRoutingKey(key.routingKey) : pageTags.bySlug(edition, key.slug)
  return cached(['page', edition, JSON.stringify(key)], [tag, pageTags.all], () => queryPage(edition, key, false))
}

/** The latest draft, for an editor's preview: never cached. */
export function findDraftPage(edition: EditionCode, key: PageKey): Promise<Page | null> {
  return queryPage(edition, key, true)
}
