import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A stage's place is written per edition ('Atene', 'Athens'): each edition starts with the name it had.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travels_stages_locales" ADD COLUMN "place" varchar;
  UPDATE "travels_stages_locales" AS l SET "place" = s."place" FROM "travels_stages" AS s WHERE l."_parent_id" = s."id";
  ALTER TABLE "travels_stages" DROP COLUMN "place";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travels_stages" ADD COLUMN "place" varchar;
  UPDATE "travels_stages" AS s SET "place" = l."place" FROM "travels_stages_locales" AS l WHERE l."_parent_id" = s."id" AND l."_locale" = 'it';
  ALTER TABLE "travels_stages_locales" DROP COLUMN "place";`)
}
