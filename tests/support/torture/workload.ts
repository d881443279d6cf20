import pg from 'pg'
import type { Payload } from 'payload'
import { paragraphText } from '../lexical'
import { failingHookContext } from './failing-hook'
import type { RestClient } from './rest-client'

/**
 * Hundreds of concurrent mixed reads and writes through the Local API and REST, a tenth of them
 * failing on purpose (validation errors, constraint violations, a failing hook, connections
 * dropped mid-transaction), and what it takes to check afterwards that nothing acknowledged was
 * lost and nothing refused was half-written.
 */
export type TortureOptions = { operations: number; lanes: number; databaseUrl: string; travelId: number; tag: string }

export type TortureReport = {
  operations: number
  injectedFailures: number
  /** Operations meant to fail that did not, or meant to succeed that failed: each one a bug. */
  surprises: string[]
  acknowledgedWrites: number
  lostWrites: string[]
  halfWritten: string[]
}

type Ledger = {
  pages: Map<number, string> // acknowledged page id -> its last acknowledged English title
  tours: Set<string> // acknowledged tour codes
  duplicateCodes: Set<string> // codes written once, then refused a second time
  refusedSlugs: Set<string> // pages that must not exist
}

type Lane = { index: number; pages: number[]; sequence: number }

type Operation = { kind: string; failsOnPurpose: boolean; run: (lane: Lane) => Promise<void> }

export async function runTorture(payload: Payload, rest: RestClient, options: TortureOptions): Promise<TortureReport> {
  const ledger: Ledger = { pages: new Map(), tours: new Set(), duplicateCodes: new Set(), refusedSlugs: new Set() }
  const surprises: string[] = []
  const name = (lane: Lane, what: string) => `${options.tag}-${what}-${lane.index}-${++lane.sequence}`
  const tour = (code: string) => ({
    code,
    travel: options.travelId,
    status: 'PLANNED',
    startingDate: '2031-05-10T12:00:00.000Z',
    endingDate: '2031-05-17T12:00:00.000Z',
    freeSeats: 5,
    seatsToConfirm: 2,
    maxGroupSize: 12,
    prices: { eur: { basePrice: 1000, price: 900 }, gbp: { basePrice: 1000, price: 900 }, usd: { basePrice: 1000, price: 900 } },
  })
  const page = (slug: string, extra: Record<string, unknown> = {}) => ({
    title: slug,
    slug,
    _status: 'published',
    blocks: [{ blockType: 'richText', content: paragraphText(slug) }],
    ...extra,
  })
  const expectRefusal = async (save: Promise<unknown>, what: string) => {
    const refused = await save.then(
      () => false,
      () => true,
    )
    if (!refused) surprises.push(`${what} was accepted`)
  }

  const operations: Operation[] = [
    {
      kind: 'read pages (Local API)',
      failsOnPurpose: false,
      run: async () => void (await payload.find({ collection: 'pages', limit: 5, depth: 1 })),
    },
    { kind: 'read pages (REST)', failsOnPurpose: false, run: async () => void (await rest.expect(200, 'GET', '/pages?limit=5&depth=1')) },
    { kind: 'count tours', failsOnPurpose: false, run: async () => void (await payload.count({ collection: 'tours' })) },
    {
      kind: 'create a page (Local API)',
      failsOnPurpose: false,
      run: async (lane) => {
        const slug = name(lane, 'page')
        const created = await payload.create({
          collection: 'pages',
          locale: 'en',
          data: page(slug) as never,
          context: { disableRevalidate: true },
        })
        ledger.pages.set(created.id, slug)
        lane.pages.push(created.id)
      },
    },
    {
      kind: 'create a page (REST)',
      failsOnPurpose: false,
      run: async (lane) => {
        const slug = name(lane, 'rest-page')
        const created = await rest.expect(201, 'POST', '/pages?locale=en', page(slug))
        const id = (created as { doc: { id: number } }).doc.id
        ledger.pages.set(id, slug)
        lane.pages.push(id)
      },
    },
    {
      kind: 'rename a page',
      failsOnPurpose: false,
      run: async (lane) => {
        const id = lane.pages.at(-1)
        if (id === undefined) return
        const title = name(lane, 'renamed')
        await payload.update({ collection: 'pages', id, locale: 'en', data: { title }, context: { disableRevalidate: true } })
        ledger.pages.set(id, title)
      },
    },
    {
      kind: 'create a tour',
      failsOnPurpose: false,
      run: async (lane) => {
        const code = name(lane, 'T').toUpperCase()
        await payload.create({ collection: 'tours', data: tour(code) as never })
        ledger.tours.add(code)
      },
    },
  ]
  const failures: Operation[] = [
    {
      kind: 'publish a page with invalid custom CSS',
      failsOnPurpose: true,
      run: async (lane) => {
        const slug = name(lane, 'invalid-css')
        ledger.refusedSlugs.add(slug)
        await expectRefusal(
          payload.create({
            collection: 'pages',
            locale: 'en',
            data: page(slug, { customCss: 'h1 { color: red } </style><script>' }) as never,
            context: { disableRevalidate: true },
          }),
          `page ${slug}`,
        )
      },
    },
    {
      kind: 'REST write with a broken body',
      failsOnPurpose: true,
      run: async (lane) => {
        const slug = name(lane, 'rest-invalid')
        ledger.refusedSlugs.add(slug)
        await rest.expect(400, 'POST', '/pages?locale=en', page(slug, { blocks: [{ blockType: 'richText', customCss: '}}}' }] }))
      },
    },
    {
      kind: 'a second tour with a taken code',
      failsOnPurpose: true,
      run: async (lane) => {
        const code = name(lane, 'DUP').toUpperCase()
        await payload.create({ collection: 'tours', data: tour(code) as never })
        ledger.duplicateCodes.add(code)
        await expectRefusal(payload.create({ collection: 'tours', data: tour(code) as never }), `duplicate tour ${code}`)
      },
    },
    {
      kind: 'a hook that fails after the write',
      failsOnPurpose: true,
      run: async (lane) => {
        const slug = name(lane, 'failing-hook')
        ledger.refusedSlugs.add(slug)
        await expectRefusal(
          payload.create({ collection: 'pages', locale: 'en', data: page(slug) as never, context: failingHookContext }),
          `page ${slug} (failing hook)`,
        )
      },
    },
    {
      kind: 'a connection dropped mid-transaction',
      failsOnPurpose: true,
      run: async (lane) => {
        const id = lane.pages.at(-1)
        if (id === undefined) return
        await dropMidTransaction(options.databaseUrl, `UPDATE pages_locales SET title = 'half-written' WHERE _parent_id = ${Number(id)}`)
      },
    },
  ]

  let injectedFailures = 0
  let sent = 0
  const lanes: Lane[] = Array.from({ length: options.lanes }, (_, index) => ({ index, pages: [], sequence: 0 }))
  await Promise.all(
    lanes.map(async (lane) => {
      while (sent < options.operations) {
        const ordinal = sent++
        // Every tenth operation fails on purpose; the others cycle through reads and writes.
        const operation = ordinal % 10 === 9 ? failures[((ordinal / 10) % failures.length) | 0]! : operations[ordinal % operations.length]!
        if (operation.failsOnPurpose) injectedFailures++
        try {
          await operation.run(lane)
        } catch (error) {
          surprises.push(`${operation.kind}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    }),
  )

  const { lostWrites, halfWritten } = await audit(payload, ledger)
  return {
    operations: sent,
    injectedFailures,
    surprises,
    acknowledgedWrites: ledger.pages.size + ledger.tours.size + ledger.duplicateCodes.size,
    lostWrites,
    halfWritten,
  }
}

/** Opens a transaction on a connection of its own, writes, and cuts the connection before COMMIT. */
async function dropMidTransaction(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  client.on('error', () => {}) // the cut below is the point
  await client.connect()
  await client.query('BEGIN')
  await client.query(statement)
  ;(client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy()
}

/** Everything acknowledged is there as last written; nothing refused left a row or a version. */
async function audit(payload: Payload, ledger: Ledger): Promise<{ lostWrites: string[]; halfWritten: string[] }> {
  const lostWrites: string[] = []
  const halfWritten: string[] = []
  for (const [id, title] of ledger.pages) {
    const found = await payload.findByID({ collection: 'pages', id, locale: 'en', depth: 0, disableErrors: true })
    if (found?.title !== title) lostWrites.push(`page ${id}: expected "${title}", found ${found ? `"${found.title}"` : 'nothing'}`)
  }
  for (const code of [...ledger.tours, ...ledger.duplicateCodes]) {
    const { totalDocs } = await payload.count({ collection: 'tours', where: { code: { equals: code } } })
    if (totalDocs === 0) lostWrites.push(`tour ${code} missing`)
    if (totalDocs > 1) halfWritten.push(`tour ${code} stored ${totalDocs} times`)
  }
  for (const slug of ledger.refusedSlugs) {
    const pages = await payload.count({ collection: 'pages', locale: 'en', where: { slug: { equals: slug } } })
    const versions = await payload.countVersions({ collection: 'pages', locale: 'en', where: { 'version.slug': { equals: slug } } })
    if (pages.totalDocs + versions.totalDocs > 0)
      halfWritten.push(`refused page ${slug}: ${pages.totalDocs} rows, ${versions.totalDocs} versions`)
  }
  return { lostWrites, halfWritten }
}
