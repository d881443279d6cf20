import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import { sqlRows } from '../database/sql'
import { composeMail, type Sender } from './compose-mail'

/** The collection a local site's mails are kept in, for admins to read (`/admin`, `/api/outbox`). */
export const OUTBOX_SLUG = 'outbox'
/** How many mails the outbox keeps: the newest; each new one drops those past this count. */
export const OUTBOX_KEPT = 1000

/**
 * Removes every entry older than the newest OUTBOX_KEPT (ids grow with each write). One
 * statement on the primary key's index: the subquery finds the oldest entry to keep.
 */
export async function pruneOutbox(payload: Payload): Promise<void> {
  await sqlRows(payload)(`DELETE FROM outbox WHERE id < (SELECT id FROM outbox ORDER BY id DESC OFFSET $1 LIMIT 1)`, [OUTBOX_KEPT - 1])
}

const asText = (part: SendEmailOptions['html']): string | null =>
  typeof part === 'string' ? part : Buffer.isBuffer(part) ? part.toString('utf8') : null

/**
 * Keeps every mail whole in the outbox, one entry per recipient, instead of sending it. Each
 * entry is its own autocommitted write, never part of the caller's transaction: a mail handed
 * over stays kept whatever the caller then commits or rolls back (as a mail handed to an SMTP
 * server stays sent), and a failed write is the caller's failed send, not an aborted transaction.
 * The write waits no longer than the pool's limits (connection and statement timeouts).
 * Only the recipient and subject reach the log: bodies carry sign-in codes.
 */
export function outboxAdapter(sender: Sender): EmailAdapter<{ outbox: number[] }> {
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const { source, recipients, from } = await composeMail(message, sender)
      const ids: number[] = []
      for (const to of recipients) {
        const entry = await payload.create({
          collection: OUTBOX_SLUG,
          overrideAccess: true,
          disableTransaction: true,
          depth: 0,
          data: { to, from, subject: message.subject ?? '', html: asText(message.html), text: asText(message.text), source },
        })
        ids.push(entry.id)
        payload.logger.info({ msg: `mail to ${to}: ${message.subject ?? ''} (kept in the outbox: /admin/collections/outbox/${entry.id})` })
      }
      await pruneOutbox(payload)
      return { outbox: ids }
    },
  })
}
