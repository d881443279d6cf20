import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A flag's default and a rule's value may be empty (null): a rule that turns the flag off for some visitors. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feature_flags_rules" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "feature_flags" ALTER COLUMN "default_value" DROP NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feature_flags_rules" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "feature_flags" ALTER COLUMN "default_value" SET NOT NULL;`)
}
