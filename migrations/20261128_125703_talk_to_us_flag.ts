import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The talk-to-us flag moves from the header to the experiment engine: a flag switched on in the
 * header becomes the feature flag `talk-to-us` with the same countries and header setting.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "feature_flags" ("key", "enabled", "description", "default_value")
  SELECT 'talk-to-us', true, 'The talk-to-us button: hidden for visitors of the listed countries unless "header" is true.',
    jsonb_build_object(
      'countries', coalesce((SELECT jsonb_agg(t."text" ORDER BY t."order") FROM "header_texts" t WHERE t."parent_id" = h."id" AND t."path" = 'talkToUs.countries'), '[]'::jsonb),
      'header', coalesce(h."talk_to_us_show_in_header", false))
  FROM "header" h
  WHERE h."talk_to_us_enabled" AND NOT EXISTS (SELECT 1 FROM "feature_flags" WHERE "key" = 'talk-to-us')
  LIMIT 1;
  DROP TABLE "header_texts" CASCADE;
  DROP TABLE "_header_v_texts" CASCADE;
  ALTER TABLE "header" DROP COLUMN "talk_to_us_enabled";
  ALTER TABLE "header" DROP COLUMN "talk_to_us_show_in_header";
  ALTER TABLE "_header_v" DROP COLUMN "version_talk_to_us_enabled";
  ALTER TABLE "_header_v" DROP COLUMN "version_talk_to_us_show_in_header";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "header_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_header_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "header" ADD COLUMN "talk_to_us_enabled" boolean DEFAULT false;
  ALTER TABLE "header" ADD COLUMN "talk_to_us_show_in_header" boolean DEFAULT false;
  ALTER TABLE "_header_v" ADD COLUMN "version_talk_to_us_enabled" boolean DEFAULT false;
  ALTER TABLE "_header_v" ADD COLUMN "version_talk_to_us_show_in_header" boolean DEFAULT false;
  ALTER TABLE "header_texts" ADD CONSTRAINT "header_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_texts" ADD CONSTRAINT "_header_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_texts_order_parent" ON "header_texts" USING btree ("order","parent_id");
  CREATE INDEX "_header_v_texts_order_parent" ON "_header_v_texts" USING btree ("order","parent_id");`)
}
