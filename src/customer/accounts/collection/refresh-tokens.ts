import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Customers' refresh tokens, as hashes. Each use replaces the token with a new one of the same
 * family; a token used twice revokes its whole family (someone else holds a copy).
 */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'family', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
}
