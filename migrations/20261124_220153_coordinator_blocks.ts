import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "pages_blocks_coordinator_list" ADD CONSTRAINT "pages_blocks_coordinator_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coordinator_profile" ADD CONSTRAINT "pages_blocks_coordinator_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coordinator_list" ADD CONSTRAINT "_pages_v_blocks_coordinator_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coordinator_profile" ADD CONSTRAINT "_pages_v_blocks_coordinator_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_coordinator_list_order_idx" ON "pages_blocks_coordinator_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinator_list_parent_id_idx" ON "pages_blocks_coordinator_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coordinator_list_path_idx" ON "pages_blocks_coordinator_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_coordinator_list_locale_idx" ON "pages_blocks_coordinator_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_coordinator_profile_order_idx" ON "pages_blocks_coordinator_profile" USING btree ("_order");
  CREATE INDEX "pages_blocks_coordinator_profile_parent_id_idx" ON "pages_blocks_coordinator_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coordinator_profile_path_idx" ON "pages_blocks_coordinator_profile" USING btree ("_path");
  CREATE INDEX "pages_blocks_coordinator_profile_locale_idx" ON "pages_blocks_coordinator_profile" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coordinator_list_order_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coordinator_list_parent_id_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coordinator_list_path_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coordinator_list_locale_idx" ON "_pages_v_blocks_coordinator_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_order_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_parent_id_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_path_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coordinator_profile_locale_idx" ON "_pages_v_blocks_coordinator_profile" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_coordinator_list" CASCADE;
  DROP TABLE "pages_blocks_coordinator_profile" CASCADE;
  DROP TABLE "_pages_v_blocks_coordinator_list" CASCADE;
  DROP TABLE "_pages_v_blocks_coordinator_profile" CASCADE;`)
}
