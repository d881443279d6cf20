import type { CollectionConfig } from 'payload'
import { adminsOnly, adminsOnlyField, adminsOrSelf, signedIn } from '@/lib/cms/access'
import { siteIsHttps } from '@/lib/site-url'
import { firstUserIsAdmin } from './first-user-is-admin'
import { clearLoginTries, guardLogin } from './login-guard'

/** Editors of the admin. Editors edit content; only admins manage users and settings. */
export const Users: CollectionConfig = {
  slug: 'users',
  // Guessing is limited per account and client address (login-guard.ts), not by Payload's
  // account-wide lockout, which anyone could trigger against anyone.
  auth: { useAPIKey: false, maxLoginAttempts: 0, cookies: { sameSite: 'Lax', secure: siteIsHttps() } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: 'Settings',
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: signedIn,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    // Unlocking lifts the lockout that guards an account against password guessing: an editor
    // who could unlock any account (the admin's included) would make the lockout meaningless.
    unlock: adminsOnly,
  },
  hooks: { beforeOperation: [guardLogin], beforeChange: [firstUserIsAdmin], afterLogin: [clearLoginTries] },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Admin (manages users and settings)', value: 'admin' },
        { label: 'Editor (edits content)', value: 'editor' },
      ],
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
}
