import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_account_page_section" AS ENUM('profile', 'bookings', 'alerts', 'communications');
  CREATE TYPE "public"."enum__pages_v_blocks_account_page_section" AS ENUM('profile', 'bookings', 'alerts', 'communications');
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'account-profile';
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'account-bookings';
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'account-alerts';
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'account-communications';
  ALTER TYPE "public"."enum_pages_routing_key" ADD VALUE 'reviews';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'account-profile';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'account-bookings';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'account-alerts';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'account-communications';
  ALTER TYPE "public"."enum__pages_v_version_routing_key" ADD VALUE 'reviews';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'account-profile';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'account-bookings';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'account-alerts';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'account-communications';
  ALTER TYPE "public"."enum_editions_disabled_routes" ADD VALUE 'reviews';
  CREATE TABLE "pages_blocks_account_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section" "enum_pages_blocks_account_page_section" DEFAULT 'profile',
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_account_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section" "enum__pages_v_blocks_account_page_section" DEFAULT 'profile',
  	"title" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_page" (
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
  
  ALTER TABLE "pages_blocks_account_page" ADD CONSTRAINT "pages_blocks_account_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_page" ADD CONSTRAINT "pages_blocks_reviews_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_account_page" ADD CONSTRAINT "_pages_v_blocks_account_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_page" ADD CONSTRAINT "_pages_v_blocks_reviews_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_account_page_order_idx" ON "pages_blocks_account_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_account_page_parent_id_idx" ON "pages_blocks_account_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_account_page_path_idx" ON "pages_blocks_account_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_account_page_locale_idx" ON "pages_blocks_account_page" USING btree ("_locale");
  CREATE INDEX "pages_blocks_reviews_page_order_idx" ON "pages_blocks_reviews_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_page_parent_id_idx" ON "pages_blocks_reviews_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_page_path_idx" ON "pages_blocks_reviews_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_page_locale_idx" ON "pages_blocks_reviews_page" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_account_page_order_idx" ON "_pages_v_blocks_account_page" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_account_page_parent_id_idx" ON "_pages_v_blocks_account_page" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_account_page_path_idx" ON "_pages_v_blocks_account_page" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_account_page_locale_idx" ON "_pages_v_blocks_account_page" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_reviews_page_order_idx" ON "_pages_v_blocks_reviews_page" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_page_parent_id_idx" ON "_pages_v_blocks_reviews_page" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_page_path_idx" ON "_pages_v_blocks_reviews_page" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_page_locale_idx" ON "_pages_v_blocks_reviews_page" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_account_page" CASCADE;
  DROP TABLE "pages_blocks_reviews_page" CASCADE;
  DROP TABLE "_pages_v_blocks_account_page" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_page" CASCADE;
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
  DROP TYPE "public"."enum_pages_blocks_account_page_section";
  DROP TYPE "public"."enum__pages_v_blocks_account_page_section";`)
}
