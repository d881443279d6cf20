import type { CollectionConfig } from 'payload'
import { signedIn } from '@/lib/cms/access'

/**
 * What customers keep on their wishlist: a travel (no tour) or one of its tours. One row per
 * customer and item (`key`); editors may look, a customer reaches their own rows only through
 * the site API's wishlist calls.
 */
export const WishlistItems: CollectionConfig = {
  slug: 'wishlist-items',
  labels: { singular: 'Wishlist item', plural: 'Wishlist items' },
  admin: { group: 'Customers', defaultColumns: ['customer', 'travel', 'tour', 'createdAt'] },
  access: { read: signedIn, create: () => false, update: () => false, delete: signedIn },
  defaultSort: '-createdAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'travel', type: 'relationship', relationTo: 'travels', required: true, index: true },
    { name: 'tour', type: 'relationship', relationTo: 'tours', index: true },
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
