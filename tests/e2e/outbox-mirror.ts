import type { APIRequestContext } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { adminAuth } from './api-client'

type OutboxEntry = { id: number; to: string; source: string }
type OutboxPage = { docs: OutboxEntry[]; hasNextPage: boolean }

/** How often the mirror reads the outbox between the reads a spec asks for. */
const POLL_MS = 500

/**
 * The site's outbox (`GET /api/outbox`, read as the e2e admin) mirrored in the spec's process:
 * the mails kept after it opened, parsed from their source as a mail client would, by recipient.
 * It reads what is new every half second and whenever a spec asks (`refresh`), one read at a time;
 * a failed read fails the spec's next look instead of leaving the mirror quietly stale.
 */
export async function openOutboxMirror(request: APIRequestContext) {
  const headers = await adminAuth(request)
  const read = async (query: string): Promise<OutboxPage> => {
    const answer = await request.get(`/api/outbox?depth=0&${query}`, { headers })
    if (!answer.ok()) throw new Error(`reading the outbox failed: ${answer.status()} ${await answer.text()}`)
    return (await answer.json()) as OutboxPage
  }

  const mails: Array<{ to: string; mail: ParsedMail }> = []
  let lastId = (await read('sort=-id&limit=1')).docs[0]?.id ?? 0
  let failure: unknown = null
  let reading: Promise<void> = Promise.resolve()
  let pending = 0

  async function readNew() {
    for (let more = true; more;) {
      const page = await read(`where[id][greater_than]=${lastId}&sort=id&limit=50`)
      for (const entry of page.docs) {
        mails.push({ to: entry.to, mail: await simpleParser(entry.source) })
        lastId = entry.id
      }
      more = page.hasNextPage
    }
  }

  /** Reads the mails kept since the last read; resolves once they are in the mirror. */
  function refresh(): Promise<void> {
    pending += 1
    const next = reading.then(readNew).finally(() => (pending -= 1))
    reading = next.catch((error: unknown) => {
      failure ??= error
    })
    return next
  }

  const timer = setInterval(() => {
    if (pending === 0) refresh().catch(() => {})
  }, POLL_MS)

  return {
    refresh,
    /** The mails to `address` in the mirror, oldest first. */
    mailsTo(address: string): ParsedMail[] {
      if (failure) throw failure
      return mails.filter((entry) => entry.to === address.toLowerCase()).map((entry) => entry.mail)
    },
    async close() {
      clearInterval(timer)
      await reading
    },
  }
}
