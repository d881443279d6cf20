import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_edition" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TABLE "pages_blocks_coordinator_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_filter" boolean DEFAULT true,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_coordinator_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"departures_title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"departures" numeric DEFAULT 4,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_cover" boolean DEFAULT true,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_coordinator_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_filter" boolean DEFAULT true,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_coordinator_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"departures_title" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"departures" numeric DEFAULT 4,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_cover" boolean DEFAULT true,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_reviews" (
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
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"travel_id" integer NOT NULL,
  	"rating" integer NOT NULL,
  	"first_name" varchar NOT NULL,
  	"edition" "enum_reviews_edition" NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "reviews_rating_check" CHECK (rating BETWEEN 1 AND 5)
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "pages_blocks_coordinator_list" ADD CONSTRAINT "pages_blocks_coordinator_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinator_profile" ADD CONSTRAINT "pages_blocks_coordinator_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_booking" ADD CONSTRAINT "pages_blocks_travel_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_gallery" ADD CONSTRAINT "pages_blocks_travel_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_reviews" ADD CONSTRAINT "pages_blocks_travel_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coordinator_list" ADD CONSTRAINT "_pages_v_blocks_coordinator_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coordinator_profile" ADD CONSTRAINT "_pages_v_blocks_coordinator_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_booking" ADD CONSTRAINT "_pages_v_blocks_travel_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_gallery" ADD CONSTRAINT "_pages_v_blocks_travel_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_reviews" ADD CONSTRAINT "_pages_v_blocks_travel_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_coordinator_list_order_idx" ON "pages_blocks_coordinator_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinator_list_parent_id_idx" ON "pages_blocks_coordinator_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coordinator_list_path_idx" ON "pages_blocks_coordinator_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_coordinator_list_locale_idx" ON "pages_blocks_coordinator_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_coordinator_profile_order_idx" ON "pages_blocks_coordinator_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinator_profile_parent_id_idx" ON "pages_blocks_coordinator_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coordinator_profile_path_idx" ON "pages_blocks_coordinator_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_coordinator_profile_locale_idx" ON "pages_blocks_coordinator_profile" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_booking_order_idx" ON "pages_blocks_travel_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_booking_parent_id_idx" ON "pages_blocks_travel_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_booking_path_idx" ON "pages_blocks_travel_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_booking_locale_idx" ON "pages_blocks_travel_booking" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_gallery_order_idx" ON "pages_blocks_travel_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_gallery_parent_id_idx" ON "pages_blocks_travel_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_gallery_path_idx" ON "pages_blocks_travel_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_gallery_locale_idx" ON "pages_blocks_travel_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_reviews_order_idx" ON "pages_blocks_travel_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_reviews_parent_id_idx" ON "pages_blocks_travel_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_reviews_path_idx" ON "pages_blocks_travel_reviews" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_reviews_locale_idx" ON "pages_blocks_travel_reviews" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coordinator_list_order_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coordinator_list_parent_id_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coordinator_list_path_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coordinator_list_locale_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_order_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_parent_id_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_path_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_locale_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_booking_order_idx" ON "_pages_v_blocks_travel_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_booking_parent_id_idx" ON "_pages_v_blocks_travel_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_booking_path_idx" ON "_pages_v_blocks_travel_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_booking_locale_idx" ON "_pages_v_blocks_travel_booking" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_gallery_order_idx" ON "_pages_v_blocks_travel_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_gallery_parent_id_idx" ON "_pages_v_blocks_travel_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_gallery_path_idx" ON "_pages_v_blocks_travel_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_gallery_locale_idx" ON "_pages_v_blocks_travel_gallery" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_reviews_order_idx" ON "_pages_v_blocks_travel_reviews" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_reviews_parent_id_idx" ON "_pages_v_blocks_travel_reviews" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_reviews_path_idx" ON "_pages_v_blocks_travel_reviews" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_reviews_locale_idx" ON "_pages_v_blocks_travel_reviews" USING btree ("_locale");
  CREATE INDEX "reviews_travel_idx" ON "reviews" USING btree ("travel_id");
  CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "reviews_travel_rating_date_idx" ON "reviews" USING btree (travel_id,rating,date);
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_coordinator_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_coordinator_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_travel_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_travel_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_travel_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_coordinator_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_coordinator_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_travel_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_travel_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_travel_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_coordinator_list" CASCADE;
  DROP TABLE "pages_blocks_coordinator_profile" CASCADE;
  DROP TABLE "pages_blocks_travel_booking" CASCADE;
  DROP TABLE "pages_blocks_travel_gallery" CASCADE;
  DROP TABLE "pages_blocks_travel_reviews" CASCADE;
  DROP TABLE "_pages_v_blocks_coordinator_list" CASCADE;
  DROP TABLE "_pages_v_blocks_coordinator_profile" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_reviews" CASCADE;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_edition";`)
}
