import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the home page's blocks (20261127_203355_home_sells_blocks) and the pictures'
 * per-edition alternative text (20261127_204442_media_localized_alt) were added by two migrations
 * made side by side, each snapshot without the other's change. This one's snapshot holds the whole
 * schema, so the next generated migration starts from it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
