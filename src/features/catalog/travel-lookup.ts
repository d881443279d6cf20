import type { Payload } from 'payload'
import type { EditionCode } from '@/editions/editions'
import type { Travel } from '@/payload-types'

/** What a travel address leads to (a renamed travel answers with a redirect). */
export type TravelLookup =
  | { kind: 'found'; travel: Travel }
  /** An editor changed the slug: the old address moves to this one. */
  | { kind: 'moved'; slug: string }
  /** Taken off sale: the address existed and is gone. */
  | { kind: 'unpublished' }
  | { kind: 'missing' }

/** Finds a travel by its slug in an edition, current or earlier. */
export async function lookupTravel(payload: Payload, edition: EditionCode, slug: string, depth = 1): Promise<TravelLookup> {
  const current = await payload.find({
    collection: 'travels',
    locale: edition,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth,
    overrideAccess: true,
  })
  const travel = current.docs[0]
  if (travel) return travel.published ? { kind: 'found', travel } : { kind: 'unpublished' }
  const renamed = await payload.find({
    collection: 'travels',
    locale: edition,
    where: { 'previousSlugs.slug': { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const moved = renamed.docs[0]
  if (!moved) return { kind: 'missing' }
  return moved.published && moved.slug ? { kind: 'moved', slug: moved.slug } : { kind: 'unpublished' }
}
