import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_listing_preset_statuses" AS ENUM('PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT');
  CREATE TYPE "public"."enum_pages_blocks_listing_preset_durations" AS ENUM('MAX_6', 'MAX_10', 'OVER_10');
  CREATE TYPE "public"."enum_pages_blocks_listing_tab" AS ENUM('travels', 'tours');
  CREATE TYPE "public"."enum_pages_blocks_listing_preset_sort" AS ENUM('relevance:desc', 'date:asc', 'price:asc', 'price:desc', 'discount:desc', 'duration:asc', 'duration:desc');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_preset_statuses" AS ENUM('PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_preset_durations" AS ENUM('MAX_6', 'MAX_10', 'OVER_10');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_tab" AS ENUM('travels', 'tours');
  CREATE TYPE "public"."enum__pages_v_blocks_listing_preset_sort" AS ENUM('relevance:desc', 'date:asc', 'price:asc', 'price:desc', 'discount:desc', 'duration:asc', 'duration:desc');
  CREATE TABLE "pages_blocks_listing_preset_statuses" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_listing_preset_statuses",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_listing_preset_durations" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_listing_preset_durations",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"tab" "enum_pages_blocks_listing_tab" DEFAULT 'travels',
  	"show_tabs" boolean DEFAULT true,
  	"show_filters" boolean DEFAULT false,
  	"preset_sort" "enum_pages_blocks_listing_preset_sort",
  	"preset_discounted" boolean DEFAULT false,
  	"preset_per_page" numeric DEFAULT 20,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"continents_id" integer,
  	"destinations_id" integer,
  	"travel_styles_id" integer,
  	"badges_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_listing_preset_statuses" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_listing_preset_statuses",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_listing_preset_durations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_listing_preset_durations",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"tab" "enum__pages_v_blocks_listing_tab" DEFAULT 'travels',
  	"show_tabs" boolean DEFAULT true,
  	"show_filters" boolean DEFAULT false,
  	"preset_sort" "enum__pages_v_blocks_listing_preset_sort",
  	"preset_discounted" boolean DEFAULT false,
  	"preset_per_page" numeric DEFAULT 20,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"continents_id" integer,
  	"destinations_id" integer,
  	"travel_styles_id" integer,
  	"badges_id" integer
  );
  
  ALTER TABLE "pages_blocks_listing_preset_statuses" ADD CONSTRAINT "pages_blocks_listing_preset_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_listing_preset_durations" ADD CONSTRAINT "pages_blocks_listing_preset_durations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_listing" ADD CONSTRAINT "pages_blocks_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_continents_fk" FOREIGN KEY ("continents_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_destinations_fk" FOREIGN KEY ("destinations_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_travel_styles_fk" FOREIGN KEY ("travel_styles_id") REFERENCES "public"."travel_styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_badges_fk" FOREIGN KEY ("badges_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_listing_preset_statuses" ADD CONSTRAINT "_pages_v_blocks_listing_preset_statuses_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_listing_preset_durations" ADD CONSTRAINT "_pages_v_blocks_listing_preset_durations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_listing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_listing" ADD CONSTRAINT "_pages_v_blocks_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_continents_fk" FOREIGN KEY ("continents_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_destinations_fk" FOREIGN KEY ("destinations_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_travel_styles_fk" FOREIGN KEY ("travel_styles_id") REFERENCES "public"."travel_styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_badges_fk" FOREIGN KEY ("badges_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_listing_preset_statuses_order_idx" ON "pages_blocks_listing_preset_statuses" USING btree ("order");
  CREATE INDEX "pages_blocks_listing_preset_statuses_parent_idx" ON "pages_blocks_listing_preset_statuses" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_listing_preset_statuses_locale_idx" ON "pages_blocks_listing_preset_statuses" USING btree ("locale");
  CREATE INDEX "pages_blocks_listing_preset_durations_order_idx" ON "pages_blocks_listing_preset_durations" USING btree ("order");
  CREATE INDEX "pages_blocks_listing_preset_durations_parent_idx" ON "pages_blocks_listing_preset_durations" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_listing_preset_durations_locale_idx" ON "pages_blocks_listing_preset_durations" USING btree ("locale");
  CREATE INDEX "pages_blocks_listing_order_idx" ON "pages_blocks_listing" USING btree ("_order");
  CREATE INDEX "pages_blocks_listing_parent_id_idx" ON "pages_blocks_listing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_listing_path_idx" ON "pages_blocks_listing" USING btree ("_path");
  CREATE INDEX "pages_blocks_listing_locale_idx" ON "pages_blocks_listing" USING btree ("_locale");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_continents_id_idx" ON "pages_rels" USING btree ("continents_id","locale");
  CREATE INDEX "pages_rels_destinations_id_idx" ON "pages_rels" USING btree ("destinations_id","locale");
  CREATE INDEX "pages_rels_travel_styles_id_idx" ON "pages_rels" USING btree ("travel_styles_id","locale");
  CREATE INDEX "pages_rels_badges_id_idx" ON "pages_rels" USING btree ("badges_id","locale");
  CREATE INDEX "_pages_v_blocks_listing_preset_statuses_order_idx" ON "_pages_v_blocks_listing_preset_statuses" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_listing_preset_statuses_parent_idx" ON "_pages_v_blocks_listing_preset_statuses" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_listing_preset_statuses_locale_idx" ON "_pages_v_blocks_listing_preset_statuses" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_listing_preset_durations_order_idx" ON "_pages_v_blocks_listing_preset_durations" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_listing_preset_durations_parent_idx" ON "_pages_v_blocks_listing_preset_durations" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_listing_preset_durations_locale_idx" ON "_pages_v_blocks_listing_preset_durations" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_listing_order_idx" ON "_pages_v_blocks_listing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_listing_parent_id_idx" ON "_pages_v_blocks_listing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_listing_path_idx" ON "_pages_v_blocks_listing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_listing_locale_idx" ON "_pages_v_blocks_listing" USING btree ("_locale");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_continents_id_idx" ON "_pages_v_rels" USING btree ("continents_id","locale");
  CREATE INDEX "_pages_v_rels_destinations_id_idx" ON "_pages_v_rels" USING btree ("destinations_id","locale");
  CREATE INDEX "_pages_v_rels_travel_styles_id_idx" ON "_pages_v_rels" USING btree ("travel_styles_id","locale");
  CREATE INDEX "_pages_v_rels_badges_id_idx" ON "_pages_v_rels" USING btree ("badges_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_listing_preset_statuses" CASCADE;
  DROP TABLE "pages_blocks_listing_preset_durations" CASCADE;
  DROP TABLE "pages_blocks_listing" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_listing_preset_statuses" CASCADE;
  DROP TABLE "_pages_v_blocks_listing_preset_durations" CASCADE;
  DROP TABLE "_pages_v_blocks_listing" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_listing_preset_statuses";
  DROP TYPE "public"."enum_pages_blocks_listing_preset_durations";
  DROP TYPE "public"."enum_pages_blocks_listing_tab";
  DROP TYPE "public"."enum_pages_blocks_listing_preset_sort";
  DROP TYPE "public"."enum__pages_v_blocks_listing_preset_statuses";
  DROP TYPE "public"."enum__pages_v_blocks_listing_preset_durations";
  DROP TYPE "public"."enum__pages_v_blocks_listing_tab";
  DROP TYPE "public"."enum__pages_v_blocks_listing_preset_sort";`)
}
