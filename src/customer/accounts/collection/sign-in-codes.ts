import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * One-time sign-in codes as sent: only their keyed hash is kept. Reached through the account
 * calls alone (no admin screen, no REST access).
 */
export const SignInCodes: CollectionConfig = {
  slug: 'sign-in-codes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'sentAt', type: 'date', required: true },
    { name: 'tries', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    { name: 'edition', type: 'text', required: true },
    /** What a new e-mail agreed to before its code was sent; the account is created with it. */
    { name: 'consent', type: 'json' },
  ],
}
