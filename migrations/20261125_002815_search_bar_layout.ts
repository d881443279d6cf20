import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_search_bar_layout" AS ENUM('cover', 'compact');
  CREATE TYPE "public"."enum__pages_v_blocks_search_bar_layout" AS ENUM('cover', 'compact');
  ALTER TABLE "pages_blocks_search_bar" ADD COLUMN "layout" "enum_pages_blocks_search_bar_layout" DEFAULT 'cover';
  ALTER TABLE "_pages_v_blocks_search_bar" ADD COLUMN "layout" "enum__pages_v_blocks_search_bar_layout" DEFAULT 'cover';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_search_bar" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_search_bar" DROP COLUMN "layout";
  DROP TYPE "public"."enum_pages_blocks_search_bar_layout";
  DROP TYPE "public"."enum__pages_v_blocks_search_bar_layout";`)
}
