import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_listing_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_listing_ranking" AS ENUM('preset', 'topSellers');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_ranking" AS ENUM('preset', 'topSellers');
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_listing" ADD COLUMN "layout" "enum_pages_blocks_listing_layout" DEFAULT 'grid';
  ALTER TABLE "pages_blocks_listing" ADD COLUMN "limit" numeric DEFAULT 6;
  ALTER TABLE "pages_blocks_listing" ADD COLUMN "ranking" "enum_pages_blocks_listing_ranking" DEFAULT 'preset';
  ALTER TABLE "_pages_v_blocks_listing" ADD COLUMN "layout" "enum__pages_v_blocks_listing_layout" DEFAULT 'grid';
  ALTER TABLE "_pages_v_blocks_listing" ADD COLUMN "limit" numeric DEFAULT 6;
  ALTER TABLE "_pages_v_blocks_listing" ADD COLUMN "ranking" "enum__pages_v_blocks_listing_ranking" DEFAULT 'preset';
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_locale_idx" ON "pages_blocks_newsletter" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_locale_idx" ON "_pages_v_blocks_newsletter" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  ALTER TABLE "pages_blocks_listing" DROP COLUMN "layout";
  ALTER TABLE "pages_blocks_listing" DROP COLUMN "limit";
  ALTER TABLE "pages_blocks_listing" DROP COLUMN "ranking";
  ALTER TABLE "_pages_v_blocks_listing" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_listing" DROP COLUMN "limit";
  ALTER TABLE "_pages_v_blocks_listing" DROP COLUMN "ranking";
  DROP TYPE "public"."enum_pages_blocks_listing_layout";
  DROP TYPE "public"."enum_pages_blocks_listing_ranking";
  DROP TYPE "public"."enum__pages_v_blocks_listing_layout";
  DROP TYPE "public"."enum__pages_v_blocks_listing_ranking";`)
}
