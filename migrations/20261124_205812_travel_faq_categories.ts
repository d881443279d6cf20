import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_faq_source" AS ENUM('page', 'travel');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_source" AS ENUM('page', 'travel');
  CREATE TYPE "public"."enum_travels_faq_category" AS ENUM('general', 'itinerary', 'destination');
  -- Questions filed under free-text categories before move to "general": nothing is lost.
  UPDATE "travels_faq" SET "category" = 'general' WHERE "category" IS NULL OR "category" NOT IN ('general', 'itinerary', 'destination');
  ALTER TABLE "travels_faq" ALTER COLUMN "category" SET DATA TYPE "public"."enum_travels_faq_category" USING "category"::"public"."enum_travels_faq_category";
  ALTER TABLE "travels_faq" ALTER COLUMN "category" SET DEFAULT 'general'::"public"."enum_travels_faq_category";
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "source" "enum_pages_blocks_faq_source" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "source" "enum__pages_v_blocks_faq_source" DEFAULT 'page';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travels_faq" ALTER COLUMN "category" SET DATA TYPE varchar;
  ALTER TABLE "travels_faq" ALTER COLUMN "category" DROP DEFAULT;
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "source";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "source";
  DROP TYPE "public"."enum_pages_blocks_faq_source";
  DROP TYPE "public"."enum__pages_v_blocks_faq_source";
  DROP TYPE "public"."enum_travels_faq_category";`)
}
