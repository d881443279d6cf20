import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the bookings and the wishlist were added by two migrations made side by side
 * (20261125_035512_bookings, 20261125_035404_wishlist and 20261125_041000_wishlist_page_block),
 * each snapshot without the other's tables. This one's snapshot holds the whole schema, so the
 * next generated migration starts from it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
