import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A listing can show only departures on offer (a discount, or their trip's promotion code in
 * force). The sales page as first seeded (discounted only, biggest discount first) becomes one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_listing" ADD COLUMN "preset_on_offer" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_listing" ADD COLUMN "preset_on_offer" boolean DEFAULT false;
  UPDATE "pages_blocks_listing" SET "preset_on_offer" = true, "preset_discounted" = false
   WHERE "preset_discounted" AND "preset_sort" = 'discount:desc'
     AND "_parent_id" IN (SELECT "id" FROM "pages" WHERE "routing_key" = 'sales');
  UPDATE "_pages_v_blocks_listing" SET "preset_on_offer" = true, "preset_discounted" = false
   WHERE "preset_discounted" AND "preset_sort" = 'discount:desc'
     AND "_parent_id" IN (SELECT "id" FROM "_pages_v" WHERE "latest" AND "version_routing_key" = 'sales');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "pages_blocks_listing" SET "preset_discounted" = true WHERE "preset_on_offer";
  UPDATE "_pages_v_blocks_listing" SET "preset_discounted" = true WHERE "preset_on_offer";
  ALTER TABLE "pages_blocks_listing" DROP COLUMN "preset_on_offer";
  ALTER TABLE "_pages_v_blocks_listing" DROP COLUMN "preset_on_offer";`)
}
