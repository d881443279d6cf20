import type { CollectionBeforeChangeHook } from 'payload'

/** The first account ever created (the admin's create-first-user screen) is an admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
