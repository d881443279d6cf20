import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { check, index, integer, type PgColumnBuilderBase } from '@payloadcms/db-postgres/drizzle/pg-core'
import { CURRENCY_CODES } from '@/editions/editions'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]
type Table = Parameters<Parameters<SchemaHook>[0]['extendTable']>[0]['table']

const currencies = CURRENCY_CODES.map((code) => code.toLowerCase())

/** Counts and minor units are whole numbers: integer columns instead of Payload's `numeric`. */
function integerColumns(
  columns: Record<string, { column: string; notNull?: boolean; default?: number }>,
): Record<string, PgColumnBuilderBase> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, spec]) => {
      let builder = integer(spec.column)
      if (spec.default !== undefined) builder = builder.default(spec.default) as typeof builder
      if (spec.notNull) builder = builder.notNull() as typeof builder
      return [key, builder]
    }),
  )
}

const tourPriceColumns = Object.fromEntries(
  currencies.flatMap((currency) => [
    [`prices_${currency}_basePrice`, { column: `prices_${currency}_base_price`, notNull: true }],
    [`prices_${currency}_price`, { column: `prices_${currency}_price`, notNull: true }],
    [`prices_${currency}_discount`, { column: `prices_${currency}_discount` }],
  ]),
)

/** Text search runs over the accent-free copies of names, per edition (see `search-text.ts`). */
const textSearchIndex = (name: string) => index(name).using('gin', sql`to_tsvector('simple', coalesce(search_text, ''))`)

/**
 * What the catalog's data demands of the database beyond Payload's own schema: integer columns,
 * checks on seats, prices and dates, and indexes for every filter path of the catalog queries.
 * Part of the schema, so the committed migrations carry it (the drift test checks they do).
 */
export const catalogDatabaseRules: SchemaHook = ({ schema, extendTable }) => {
  const tables = schema.tables as Record<string, Table>
  extendTable({
    table: tables.tours!,
    columns: integerColumns({
      freeSeats: { column: 'free_seats', notNull: true, default: 0 },
      seatsToConfirm: { column: 'seats_to_confirm', notNull: true, default: 0 },
      maxGroupSize: { column: 'max_group_size', notNull: true, default: 15 },
      position: { column: 'position', default: 0 },
      ...tourPriceColumns,
    }),
    extraConfig: () => ({
      tours_seats_check: check(
        'tours_seats_check',
        sql`free_seats >= 0 AND seats_to_confirm >= 0 AND max_group_size >= 1 AND free_seats <= max_group_size`,
      ),
      tours_dates_check: check('tours_dates_check', sql`ending_date >= starting_date`),
      ...Object.fromEntries(
        currencies.map((currency) => [
          `tours_prices_${currency}_check`,
          check(
            `tours_prices_${currency}_check`,
            sql.raw(
              `prices_${currency}_price >= 0 AND prices_${currency}_price <= prices_${currency}_base_price AND prices_${currency}_discount = prices_${currency}_base_price - prices_${currency}_price`,
            ),
          ),
        ]),
      ),
      tours_travel_starting_idx: index('tours_travel_starting_idx').using('btree', sql`travel_id`, sql`starting_date`),
      tours_starting_status_idx: index('tours_starting_status_idx').using('btree', sql`starting_date`, sql`status`),
    }),
  })
  extendTable({
    table: tables.travels!,
    columns: integerColumns({ numberOfDays: { column: 'number_of_days', notNull: true }, relevance: { column: 'relevance', default: 0 } }),
    extraConfig: () => ({
      travels_days_check: check('travels_days_check', sql`number_of_days BETWEEN 1 AND 365`),
    }),
  })
  extendTable({
    table: tables.travels_locales!,
    extraConfig: () => ({ travels_locales_text_idx: textSearchIndex('travels_locales_text_idx') }),
  })
  extendTable({
    table: tables.reviews!,
    columns: integerColumns({ rating: { column: 'rating', notNull: true } }),
    extraConfig: () => ({
      reviews_rating_check: check('reviews_rating_check', sql`rating BETWEEN 1 AND 5`),
      reviews_travel_rating_date_idx: index('reviews_travel_rating_date_idx').using('btree', sql`travel_id`, sql`rating`, sql`date`),
    }),
  })
  extendTable({
    table: tables.destinations_locales!,
    extraConfig: () => ({ destinations_locales_text_idx: textSearchIndex('destinations_locales_text_idx') }),
  })
  return schema
}
