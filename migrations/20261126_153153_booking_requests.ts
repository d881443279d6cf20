import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_source" AS ENUM('system', 'site');
  CREATE TYPE "public"."enum_bookings_edition" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'booking' BEFORE 'sales';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'booking' BEFORE 'sales';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'booking' BEFORE 'sales';
  CREATE TABLE "pages_blocks_booking_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_booking_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "bookings" ALTER COLUMN "system_id" DROP NOT NULL;
  ALTER TABLE "bookings_travellers" ADD COLUMN "name" varchar;
  ALTER TABLE "bookings" ADD COLUMN "source" "enum_bookings_source" DEFAULT 'system' NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "edition" "enum_bookings_edition";
  ALTER TABLE "pages_blocks_booking_request" ADD CONSTRAINT "pages_blocks_booking_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_booking_request" ADD CONSTRAINT "_pages_v_blocks_booking_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_booking_request_order_idx" ON "pages_blocks_booking_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_booking_request_parent_id_idx" ON "pages_blocks_booking_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_booking_request_path_idx" ON "pages_blocks_booking_request" USING btree ("_path");
  CREATE INDEX "pages_blocks_booking_request_locale_idx" ON "pages_blocks_booking_request" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_booking_request_order_idx" ON "_pages_v_blocks_booking_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_booking_request_parent_id_idx" ON "_pages_v_blocks_booking_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_booking_request_path_idx" ON "_pages_v_blocks_booking_request" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_booking_request_locale_idx" ON "_pages_v_blocks_booking_request" USING btree ("_locale");
  CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_booking_request" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_booking_request" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_booking_request" CASCADE;
  DROP TABLE "_pages_v_blocks_booking_request" CASCADE;
  ALTER TABLE "pages" ALTER COLUMN "routing_key" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_routing_key";
  CREATE TYPE "public"."enum_pages_routing_key" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'travels-travel', 'travels-travel-tour', 'travels-travel-itinerary', 'coordinators-coordinator', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet', 'events-city-slug');
  ALTER TABLE "pages" ALTER COLUMN "routing_key" SET DATA TYPE "public"."enum_pages_routing_key" USING "routing_key"::"public"."enum_pages_routing_key";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_routing_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_routing_key";
  CREATE TYPE "public"."enum__pages_v_version_routing_key" AS ENUM('index', 'age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'travels-travel', 'travels-travel-tour', 'travels-travel-itinerary', 'coordinators-coordinator', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet', 'events-city-slug');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_routing_key" SET DATA TYPE "public"."enum__pages_v_version_routing_key" USING "version_routing_key"::"public"."enum__pages_v_version_routing_key";
  ALTER TABLE "editions_disabled_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_editions_disabled_routes";
  CREATE TYPE "public"."enum_editions_disabled_routes" AS ENUM('age-groups', 'contacts', 'how-it-works', 'no-sharing-room', 'travels', 'coordinators', 'tours', 'faqs', 'media-sharing', 'media-coordinators', 'legal-general-condition', 'legal-privacy-policy', 'legal-terms-conditions', 'legal-cancellation-policy', 'area-asia', 'area-europe', 'area-america', 'area-africa', 'area-oceania', 'area-antarctica', 'wemeet-by-product', 'wemeet-by-product-about', 'our-values', 'travels-travel', 'travels-travel-tour', 'travels-travel-itinerary', 'coordinators-coordinator', 'search', 'search-ai', 'wishlist', 'sales', 'events-wemeet', 'events-city-slug');
  ALTER TABLE "editions_disabled_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_editions_disabled_routes" USING "value"::"public"."enum_editions_disabled_routes";
  DROP INDEX "bookings_source_idx";
  ALTER TABLE "bookings" ALTER COLUMN "system_id" SET NOT NULL;
  ALTER TABLE "bookings_travellers" DROP COLUMN "name";
  ALTER TABLE "bookings" DROP COLUMN "source";
  ALTER TABLE "bookings" DROP COLUMN "edition";
  DROP TYPE "public"."enum_bookings_source";
  DROP TYPE "public"."enum_bookings_edition";`)
}
