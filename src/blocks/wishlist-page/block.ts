import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: 'wishlistPage',
  interfaceName: 'WishlistPageBlock',
  labels: { singular: 'Wishlist', plural: 'Wishlist blocks' },
  group: 'Catalog',
  thumbnail: thumbnailSvg(
    '<path d="M240 250s-90-55-115-110c-18-40 7-87 51-87 25 0 43 14 52 29 9-15 27-29 52-29 44 0 69 47 51 87-25 55-91 110-91 110z" fill="#c0392b"/>',
  ),
  fields: [{ name: 'title', type: 'text', maxLength: 160 }],
  render: () => import('./WishlistPage'),
  headsPage: () => true,
})
