import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: customers' pictures (20261126_192042_customer_pictures) and the customers'
 * history (20261126_192534_customer_history) were added by two migrations made side by side, each
 * snapshot without the other's table. This one's snapshot holds the whole schema, so the next
 * generated migration starts from it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
