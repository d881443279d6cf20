import { CURRENCY_CODES, type CurrencyCode, type EditionCode } from '@/editions/editions'
import { AGE_BADGES, type AgeBadge } from '../constants'
import type { Mood } from '../moods'
import { TOUR_STATUSES, type TourStatus } from '../statuses'
import { isBookable } from '../tour-rules'
import { buildTourOrders, buildTravelOrders } from './tour-orders'
import type { CatalogSnapshot, DestinationRecord, ImageRecord, Named, TourColumns, TravelRecord } from './snapshot'

export type { QueryRows } from '@/lib/database/sql'
import type { QueryRows } from '@/lib/database/sql'

const DAY_MS = 86_400_000
export const dayNumber = (date: Date) => Math.floor(date.getTime() / DAY_MS)

type NameRow = { id: number; code: string; locale: EditionCode; name: string }

function named(rows: NameRow[]): Named[] {
  const byId = new Map<number, Named>()
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, code: row.code, names: {} }
    if (row.locale) entry.names[row.locale] = row.name
    byId.set(row.id, entry)
  }
  return [...byId.values()]
}

const namesOf = (table: string, code = 'code') =>
  `SELECT p.id, p.${code}::text AS code, l._locale AS locale, l.name FROM "${table}" p LEFT JOIN "${table}_locales" l ON l._parent_id = p.id`

async function loadTravels(query: QueryRows, styles: Map<number, string>): Promise<TravelRecord[]> {
  type Row = {
    id: number
    days: number
    relevance: number
    own_room: boolean
    age_badge: AgeBadge | null
    style: number | null
    type: string | null
    cost_center: string | null
    coordinator: number | null
    mobile: number | null
    desktop: number | null
    promo_code: string | null
    promo_last_day: number | null
  }
  const rows = await query<Row>(`
    SELECT t.id, t.number_of_days AS days, t.relevance, t.is_no_sharing_room_available AS own_room, t.age_badge, t.travel_style_id AS style,
      tt.code AS type, cc.code AS cost_center, t.coordinator_id AS coordinator,
      t.thumbnail_image_mobile_id AS mobile, t.thumbnail_image_desktop_id AS desktop,
      nullif(trim(t.promo_code), '') AS promo_code, floor(extract(epoch FROM t.promo_expires_on) / 86400)::int AS promo_last_day
    FROM travels t LEFT JOIN travel_types tt ON tt.id = t.travel_type_id LEFT JOIN cost_centers cc ON cc.id = t.cost_center_id
    WHERE t.published ORDER BY t.id`)
  const media = await loadImages(
    query,
    rows.flatMap((row) => [row.mobile, row.desktop]),
  )
  return rows.map((row) => ({
    id: row.id,
    numberOfDays: row.days,
    relevance: row.relevance ?? 0,
    isNoSharingRoomAvailable: Boolean(row.own_room),
    ageBadge: row.age_badge,
    travelStyle: row.style === null ? null : (styles.get(row.style) ?? null),
    travelType: row.type,
    costCenter: row.cost_center,
    coordinatorId: row.coordinator,
    badgeIds: [],
    destinationIds: [],
    continentIds: [],
    moods: [],
    titles: {},
    slugs: {},
    thumbnail: { mobile: media.get(row.mobile ?? -1) ?? null, desktop: media.get(row.desktop ?? -1) ?? null },
    promo: row.promo_code ? { code: row.promo_code, lastDay: row.promo_last_day ?? Number.MAX_SAFE_INTEGER } : null,
    firstTour: 0,
    endTour: 0,
  }))
}

async function loadImages(query: QueryRows, ids: Array<number | null>): Promise<Map<number, ImageRecord>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await query<{ id: number; filename: string; mime_type: string | null; alt: string; title: string | null }>(
    'SELECT id, filename, mime_type, alt, title FROM media WHERE id = ANY($1::int[])',
    [wanted],
  )
  const images = new Map<number, ImageRecord>(
    rows.map((row) => [
      row.id,
      { id: row.id, filename: row.filename, mimeType: row.mime_type, alt: row.alt, editionAlts: {}, title: row.title },
    ]),
  )
  for (const row of await query<{ id: number; locale: EditionCode; alt: string }>(
    "SELECT _parent_id AS id, _locale AS locale, localized_alt AS alt FROM media_locales WHERE _parent_id = ANY($1::int[]) AND localized_alt <> ''",
    [wanted],
  )) {
    images.get(row.id)!.editionAlts![row.locale] = row.alt
  }
  return images
}

async function attachTravelDetails(
  query: QueryRows,
  travels: TravelRecord[],
  travelIndex: Map<number, number>,
  destinations: Map<number, DestinationRecord>,
) {
  const of = (id: number) => travels[travelIndex.get(id) ?? -1]
  for (const row of await query<{ id: number; locale: EditionCode; title: string; slug: string }>(
    'SELECT _parent_id AS id, _locale AS locale, title, slug FROM travels_locales',
  )) {
    const travel = of(row.id)
    if (travel) {
      travel.titles[row.locale] = row.title
      travel.slugs[row.locale] = row.slug
    }
  }
  const rels = await query<{ id: number; path: string; destination: number | null; badge: number | null }>(
    `SELECT parent_id AS id, path, destinations_id AS destination, badges_id AS badge FROM travels_rels WHERE path IN ('destinations', 'badges') ORDER BY parent_id, "order"`,
  )
  for (const row of rels) {
    const travel = of(row.id)
    if (!travel) continue
    if (row.destination !== null) {
      travel.destinationIds.push(row.destination)
      const continent = destinations.get(row.destination)?.continentId
      if (continent !== undefined && !travel.continentIds.includes(continent)) travel.continentIds.push(continent)
    }
    if (row.badge !== null) travel.badgeIds.push(row.badge)
  }
  for (const row of await query<{ id: number; mood: Mood; percentage: string }>(
    'SELECT _parent_id AS id, mood, percentage FROM travels_moods ORDER BY _parent_id, _order',
  )) {
    of(row.id)?.moods.push({ mood: row.mood, percentage: Number(row.percentage) })
  }
}

type TourRow = [number, string, number, TourStatus, AgeBadge | null, number | null, number, number, number, number, number, ...number[]]

async function loadTours(
  query: QueryRows,
  travels: TravelRecord[],
  travelIndex: Map<number, number>,
  fromDay: number,
): Promise<TourColumns> {
  const priceColumns = CURRENCY_CODES.map((code) => code.toLowerCase()).flatMap((c) => [
    `prices_${c}_base_price`,
    `prices_${c}_price`,
    `prices_${c}_discount`,
  ])
  const rows = await query<TourRow>(
    `SELECT o.id, o.code, o.travel_id, o.status, o.age_badge, o.position,
       floor(extract(epoch FROM o.starting_date) / 86400)::int, floor(extract(epoch FROM o.ending_date) / 86400)::int,
       o.free_seats, o.seats_to_confirm, o.max_group_size, ${priceColumns.map((column) => `o.${column}`).join(', ')}
     FROM tours o JOIN travels t ON t.id = o.travel_id AND t.published
     WHERE o.starting_date >= to_timestamp($1::bigint * 86400)
     ORDER BY o.travel_id, o.starting_date, o.position, o.id`,
    [fromDay],
    { arrays: true },
  )
  const count = rows.length
  const perCurrency = () =>
    Object.fromEntries(CURRENCY_CODES.map((code) => [code, new Int32Array(count)])) as Record<CurrencyCode, Int32Array>
  const tours: TourColumns = {
    count,
    id: new Int32Array(count),
    code: new Array<string>(count),
    travel: new Int32Array(count),
    startDay: new Int32Array(count),
    endDay: new Int32Array(count),
    status: new Uint8Array(count),
    freeSeats: new Int32Array(count),
    seatsToConfirm: new Int32Array(count),
    maxGroupSize: new Int32Array(count),
    ageBadge: new Int8Array(count),
    position: new Int32Array(count),
    bookable: new Uint8Array(count),
    basePrice: perCurrency(),
    price: perCurrency(),
    discount: perCurrency(),
  }
  rows.forEach((row, i) => {
    const [id, code, travelId, status, ageBadge, position, startDay, endDay, freeSeats, seatsToConfirm, maxGroupSize, ...prices] = row
    const travel = travelIndex.get(travelId)!
    tours.id[i] = id
    tours.code[i] = code
    tours.travel[i] = travel
    tours.status[i] = TOUR_STATUSES.indexOf(status)
    tours.ageBadge[i] = ageBadge ? AGE_BADGES.indexOf(ageBadge) : -1
    tours.position[i] = position ?? 0
    tours.startDay[i] = startDay
    tours.endDay[i] = endDay
    tours.freeSeats[i] = freeSeats
    tours.seatsToConfirm[i] = seatsToConfirm
    tours.maxGroupSize[i] = maxGroupSize
    tours.bookable[i] = isBookable({ status, freeSeats, seatsToConfirm }) ? 1 : 0
    CURRENCY_CODES.forEach((currency, c) => {
      tours.basePrice[currency][i] = prices[c * 3]!
      tours.price[currency][i] = prices[c * 3 + 1]!
      tours.discount[currency][i] = prices[c * 3 + 2] ?? 0
    })
    if (i === 0 || tours.travel[i - 1] !== travel) travels[travel]!.firstTour = i
    travels[travel]!.endTour = i + 1
  })
  return tours
}

/** Reads the published catalog's upcoming departures (from `fromDay` on) into memory. */
export async function loadSnapshot(query: QueryRows, fromDay: number): Promise<CatalogSnapshot> {
  const [continents, badges, styles, types, costCenters, destinationRows] = await Promise.all([
    query<NameRow>(namesOf('continents')).then(named),
    query<NameRow>(namesOf('badges')).then(named),
    query<NameRow>(namesOf('travel_styles')).then(named),
    query<NameRow>(namesOf('travel_types')).then(named),
    query<NameRow>(namesOf('cost_centers')).then(named),
    query<{ id: number; iso: string; continent: number; locale: EditionCode; name: string }>(
      'SELECT d.id, d.iso_code_alpha3 AS iso, d.continent_id AS continent, l._locale AS locale, l.name FROM destinations d LEFT JOIN destinations_locales l ON l._parent_id = d.id',
    ),
  ])
  const destinations = new Map<number, DestinationRecord>()
  for (const row of destinationRows) {
    const entry = destinations.get(row.id) ?? { id: row.id, isoCodeAlpha3: row.iso, continentId: row.continent, names: {} }
    if (row.locale) entry.names[row.locale] = row.name
    destinations.set(row.id, entry)
  }
  const travels = await loadTravels(query, new Map(styles.map((style) => [style.id, style.code])))
  const travelIndex = new Map(travels.map((travel, index) => [travel.id, index]))
  await attachTravelDetails(query, travels, travelIndex, destinations)
  const tours = await loadTours(query, travels, travelIndex, fromDay)
  return {
    builtAt: Date.now(),
    travels,
    travelIndex,
    tours,
    tourOrders: buildTourOrders(tours, travels),
    travelOrders: buildTravelOrders(travels),
    destinations,
    continents: new Map(continents.map((continent) => [continent.id, continent])),
    badges: new Map(badges.map((badge) => [badge.id, badge])),
    travelStyles: new Map(styles.map((style) => [style.code, style])),
    travelTypes: new Map(types.map((type) => [type.code, type])),
    costCenters: new Map(costCenters.map((center) => [center.code, center])),
  }
}
