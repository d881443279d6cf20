import type { PoolClient } from 'pg'
import { EDITION_CODES, EDITIONS, type EditionCode } from '../../src/editions/editions'
import { searchableText } from '../../src/features/catalog/search-text'
import type { Localized } from '../content/types'
import { insertRows, resetSequence } from './sql-rows'
import type { GeneratedCatalog, GeneratedTerm, GeneratedTravel } from './types'

/** Midday UTC, as the CMS stores calendar days. */
const midday = (day: string) => `${day}T12:00:00.000Z`

/** One row per edition, with the text of the edition's language. */
function perEdition(parentId: number | string, text: Localized, row: (value: string, edition: EditionCode) => unknown[]): unknown[][] {
  return EDITION_CODES.map((edition) => [...row(text[EDITIONS[edition].language], edition), edition, parentId])
}

async function writeTerms(client: PoolClient, table: string, terms: GeneratedTerm[]) {
  await insertRows(
    client,
    table,
    ['id', 'code'],
    terms.map((term) => [term.id, term.code]),
  )
  await insertRows(
    client,
    `${table}_locales`,
    ['name', '_locale', '_parent_id'],
    terms.flatMap((term) => perEdition(term.id, term.name, (name) => [name])),
  )
  await resetSequence(client, table)
}

/** Media ids: each destination's cover, each detailed travel's gallery, each coordinator's portrait. */
export type CatalogPictures = { covers: Map<number, number>; galleries: Map<number, number[]>; portraits: Map<number, number> }

function travelRows(travels: GeneratedTravel[], pictureOf: (travel: GeneratedTravel) => number | null) {
  const localized = travels.flatMap((travel) =>
    perEdition(travel.id, travel.title, (title, edition) => {
      const language = EDITIONS[edition].language
      return [title, searchableText(title), travel.slug[language], travel.details?.additionalInfo[language] ?? null]
    }),
  )
  const rels = travels.flatMap((travel) => [
    ...travel.destinationIds.map((id, index) => [index + 1, travel.id, 'destinations', id, null, null]),
    ...travel.badgeIds.map((id, index) => [index + 1, travel.id, 'badges', null, id, null]),
  ])
  const main = travels.map((travel) => {
    const picture = pictureOf(travel)
    return [
      travel.id,
      travel.numberOfDays,
      travel.ageBadge,
      travel.relevance,
      travel.isNoSharingRoomAvailable,
      travel.travelStyleId,
      travel.travelTypeId,
      travel.costCenterId,
      picture,
      picture,
      travel.coordinatorId,
      travel.published,
      travel.promo?.code ?? null,
      // Midday UTC, as the CMS stores calendar days.
      travel.promo ? `${travel.promo.expiresOn}T12:00:00.000Z` : null,
    ]
  })
  return { main, localized, rels }
}

async function writeDetails(client: PoolClient, travels: GeneratedTravel[]) {
  const detailed = travels.filter((travel) => travel.details)
  const stages: unknown[][] = []
  const stageLocales: unknown[][] = []
  const lists: Record<'inclusions' | 'exclusions', unknown[][]> = { inclusions: [], exclusions: [] }
  const moneyPot: unknown[][] = []
  const faq: unknown[][] = []
  const moods: unknown[][] = []
  for (const travel of travels) {
    travel.moods.forEach((mood, order) => moods.push([order + 1, travel.id, `t${travel.id}-mood-${order}`, mood.mood, mood.percentage]))
  }
  for (const travel of detailed) {
    const details = travel.details!
    details.stages.forEach((stage, order) => {
      const id = `t${travel.id}-stage-${order}`
      stages.push([order + 1, travel.id, id, stage.latitude, stage.longitude])
      stageLocales.push(
        ...perEdition(id, stage.title, (title, edition) => {
          const language = EDITIONS[edition].language
          return [title, stage.description[language], stage.placeName[language]]
        }),
      )
    })
    for (const edition of EDITION_CODES) {
      const language = EDITIONS[edition].language
      for (const kind of ['inclusions', 'exclusions'] as const) {
        details[kind].forEach((text, order) =>
          lists[kind].push([order + 1, travel.id, edition, `t${travel.id}-${kind}-${edition}-${order}`, text[language]]),
        )
      }
      details.moneyPot.forEach((item, order) =>
        moneyPot.push([order + 1, travel.id, edition, `t${travel.id}-pot-${edition}-${order}`, item.label[language], item.amount]),
      )
      details.faq.forEach((item, order) =>
        faq.push([
          order + 1,
          travel.id,
          edition,
          `t${travel.id}-faq-${edition}-${order}`,
          item.category,
          item.question[language],
          item.answer[language],
        ]),
      )
    }
  }
  const arrayColumns = ['_order', '_parent_id', '_locale', 'id']
  await insertRows(client, 'travels_moods', ['_order', '_parent_id', 'id', 'mood', 'percentage'], moods)
  await insertRows(client, 'travels_stages', ['_order', '_parent_id', 'id', 'latitude', 'longitude'], stages)
  await insertRows(client, 'travels_stages_locales', ['title', 'description', 'place', '_locale', '_parent_id'], stageLocales)
  await insertRows(client, 'travels_inclusions', [...arrayColumns, 'text'], lists.inclusions)
  await insertRows(client, 'travels_exclusions', [...arrayColumns, 'text'], lists.exclusions)
  await insertRows(client, 'travels_money_pot', [...arrayColumns, 'label', 'amount'], moneyPot)
  await insertRows(client, 'travels_faq', [...arrayColumns, 'category', 'question', 'answer'], faq)
}

/**
 * Writes a generated catalog into the CMS tables in one transaction, with bulk inserts (the
 * large benchmark catalog would take hours through one API call per document). The tables
 * must be empty; text-search copies are written the way the CMS hooks write them.
 */
export async function writeCatalog(client: PoolClient, catalog: GeneratedCatalog, pictures: CatalogPictures): Promise<void> {
  await insertRows(
    client,
    'continents',
    ['id', 'code'],
    catalog.continents.map((continent) => [continent.id, continent.code]),
  )
  await insertRows(
    client,
    'continents_locales',
    ['name', '_locale', '_parent_id'],
    catalog.continents.flatMap((continent) => perEdition(continent.id, continent.name, (name) => [name])),
  )
  await insertRows(
    client,
    'destinations',
    ['id', 'iso_code_alpha3', 'continent_id'],
    catalog.destinations.map((destination) => [destination.id, destination.alpha3, destination.continentId]),
  )
  await insertRows(
    client,
    'destinations_locales',
    ['name', 'search_text', '_locale', '_parent_id'],
    catalog.destinations.flatMap((destination) => perEdition(destination.id, destination.name, (name) => [name, searchableText(name)])),
  )
  await writeTerms(client, 'travel_styles', catalog.travelStyles)
  await writeTerms(client, 'travel_types', catalog.travelTypes)
  await writeTerms(client, 'cost_centers', catalog.costCenters)
  await writeTerms(client, 'badges', catalog.badges)
  await insertRows(
    client,
    'coordinators',
    ['id', 'name', 'city', 'slug', 'picture_id'],
    catalog.coordinators.map((coordinator) => [
      coordinator.id,
      coordinator.name,
      coordinator.city,
      coordinator.slug,
      pictures.portraits.get(coordinator.id) ?? null,
    ]),
  )
  await insertRows(
    client,
    'coordinators_locales',
    ['bio', '_locale', '_parent_id'],
    catalog.coordinators.flatMap((coordinator) => perEdition(coordinator.id, coordinator.bio, (bio) => [bio])),
  )
  const periodIds = catalog.periods.map((_, index) => index + 1)
  await insertRows(
    client,
    'periods',
    ['id', 'type', 'year', 'starting_date', 'ending_date'],
    catalog.periods.map((period, index) => [
      periodIds[index],
      period.type,
      period.year,
      midday(period.startingDate),
      midday(period.endingDate),
    ]),
  )
  await insertRows(
    client,
    'periods_locales',
    ['name', '_locale', '_parent_id'],
    catalog.periods.flatMap((period, index) => (period.name ? perEdition(periodIds[index]!, period.name, (name) => [name]) : [])),
  )

  // A travel's cover is its first country's.
  const pictureOf = (travel: GeneratedTravel) => pictures.covers.get(travel.destinationIds[0]!) ?? null
  const { main, localized, rels } = travelRows(catalog.travels, pictureOf)
  const gallery = catalog.travels.flatMap((travel) =>
    (pictures.galleries.get(travel.id) ?? []).map((mediaId, index) => [index + 1, travel.id, 'gallery', null, null, mediaId]),
  )
  await insertRows(
    client,
    'travels',
    [
      'id',
      'number_of_days',
      'age_badge',
      'relevance',
      'is_no_sharing_room_available',
      'travel_style_id',
      'travel_type_id',
      'cost_center_id',
      'thumbnail_image_mobile_id',
      'thumbnail_image_desktop_id',
      'coordinator_id',
      'published',
      'promo_code',
      'promo_expires_on',
    ],
    main,
  )
  await insertRows(client, 'travels_locales', ['title', 'search_text', 'slug', 'additional_info', '_locale', '_parent_id'], localized)
  await insertRows(
    client,
    'travels_rels',
    ['order', 'parent_id', 'path', 'destinations_id', 'badges_id', 'media_id'],
    [...rels, ...gallery],
  )
  await writeDetails(client, catalog.travels)

  const prices = (tour: GeneratedCatalog['tours'][number]) =>
    [tour.prices.EUR, tour.prices.GBP, tour.prices.USD].flatMap((price) => [price.basePrice, price.price, price.discount])
  await insertRows(
    client,
    'tours',
    [
      'id',
      'code',
      'travel_id',
      'status',
      'age_badge',
      'position',
      'starting_date',
      'ending_date',
      'free_seats',
      'seats_to_confirm',
      'max_group_size',
      'prices_eur_base_price',
      'prices_eur_price',
      'prices_eur_discount',
      'prices_gbp_base_price',
      'prices_gbp_price',
      'prices_gbp_discount',
      'prices_usd_base_price',
      'prices_usd_price',
      'prices_usd_discount',
    ],
    catalog.tours.map((tour) => [
      tour.id,
      tour.code,
      tour.travelId,
      tour.status,
      tour.ageBadge,
      tour.position,
      midday(tour.startingDate),
      midday(tour.endingDate),
      tour.freeSeats,
      tour.seatsToConfirm,
      tour.maxGroupSize,
      ...prices(tour),
    ]),
  )
  await insertRows(
    client,
    'reviews',
    ['id', 'travel_id', 'rating', 'first_name', 'edition', 'date', 'text'],
    catalog.reviews.map((review) => [
      review.id,
      review.travelId,
      review.rating,
      review.firstName,
      review.edition,
      midday(review.date),
      review.text,
    ]),
  )
  for (const table of ['continents', 'destinations', 'coordinators', 'periods', 'travels', 'tours', 'reviews'])
    await resetSequence(client, table)
}
