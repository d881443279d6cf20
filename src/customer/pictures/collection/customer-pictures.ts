import type { CollectionConfig } from 'payload'
import { CUSTOMER_PICTURES_DIR, CUSTOMER_PICTURES_SLUG } from '@/customer/pictures/picture-files'
import { adminsOnly, signedIn } from '@/lib/cms/access'

const nobody = () => false

/**
 * Customers' profile pictures, apart from the editors' media (no page shows them, nothing to
 * revalidate). Customers change theirs through the site API alone (`/api/v1/account/picture`),
 * which stores a square WebP under a random name; the site serves it at that name (the CMS's own
 * file route only to the admin's users). Editors may look; admins may also delete one (the
 * customer is back to the placeholder).
 */
export const CustomerPictures: CollectionConfig = {
  slug: CUSTOMER_PICTURES_SLUG,
  labels: { singular: 'Customer picture', plural: 'Customer pictures' },
  admin: {
    group: 'Customers',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'customer', 'createdAt'],
    description: 'Pictures customers chose for their profile. Deleting one puts the placeholder back.',
  },
  access: { read: signedIn, create: nobody, update: nobody, delete: adminsOnly },
  defaultSort: '-createdAt',
  upload: {
    staticDir: CUSTOMER_PICTURES_DIR,
    mimeTypes: ['image/webp'],
    // Stored square already: nothing to crop or to focus on.
    focalPoint: false,
    crop: false,
  },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
  ],
}
