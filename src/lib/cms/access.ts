import type { Access, FieldAccess, Where } from 'payload'

export type Role = 'admin' | 'editor'

type MaybeUser = { role?: Role | null } | null | undefined

export const isAdminUser = (user: MaybeUser): boolean => user?.role === 'admin'

/** Anyone signed in to the admin: editors and admins. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const adminsOnly: Access = ({ req }) => isAdminUser(req.user)

export const adminsOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Admins manage everyone; any user may manage their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } } satisfies Where
}

/** The public sees published documents only; editors also see drafts. */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } } satisfies Where
}

export const anyone: Access = () => true
