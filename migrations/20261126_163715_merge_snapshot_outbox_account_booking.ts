import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the outbox, the account area with the reviews page, and the booking requests
 * were added by three migrations made side by side (20261126_152821_outbox,
 * 20261126_153137_account_area_and_reviews_page and 20261126_153153_booking_requests), each
 * snapshot without the others' tables. This one's snapshot holds the whole schema, so the next
 * generated migration starts from it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
