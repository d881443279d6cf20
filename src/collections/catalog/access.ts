import type { Access, Where } from 'payload'
import { signedIn } from '@/lib/cms/access'

/** Catalog documents are edited by anyone signed in to the admin. */
export const editorsWrite = { create: signedIn, update: signedIn, delete: signedIn }

/** The public reads published travels only; editors read everything. */
export const publishedTravelsOrSignedIn: Access = ({ req }) => (req.user ? true : ({ published: { equals: true } } satisfies Where))

/** The public reads the tours of published travels only. */
export const toursOfPublishedTravelsOrSignedIn: Access = ({ req }) =>
  req.user ? true : ({ 'travel.published': { equals: true } } satisfies Where)
