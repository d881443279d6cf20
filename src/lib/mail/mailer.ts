import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { BRAND_NAME } from '../brand'
import { isLocalSite } from '../local-site'
import type { Sender } from './compose-mail'
import { outboxAdapter } from './outbox'

const SENDER: Sender = { address: process.env.MAIL_FROM ?? 'noreply@localhost', name: process.env.MAIL_FROM_NAME ?? BRAND_NAME }

/**
 * A deployed site without SMTP notes each message in the server log (recipient and subject, so
 * that no code goes missing unnoticed) and sends nothing: bodies carry one-time codes, which never
 * reach a log.
 */
const serverLogAdapter: EmailAdapter = ({ payload }) => ({
  name: 'server-log',
  defaultFromAddress: SENDER.address,
  defaultFromName: SENDER.name,
  sendEmail: async (message) => {
    payload.logger.info({ msg: `mail to ${String(message.to)}: ${message.subject ?? ''} (not sent: SMTP_URL is not set)` })
    return { logged: true }
  },
})

/**
 * The one mailer: SMTP when `SMTP_URL` is set; else, on a local site, the outbox collection
 * (admins read the mails whole in /admin); else the server log.
 */
export function mailer() {
  if (process.env.SMTP_URL) {
    // The SMTP transport's options (a superset of the connection's the adapter declares) read the whole connection from `url`.
    const smtp: SMTPTransport.Options = { url: process.env.SMTP_URL }
    return nodemailerAdapter({ defaultFromAddress: SENDER.address, defaultFromName: SENDER.name, transportOptions: smtp })
  }
  return isLocalSite() ? outboxAdapter(SENDER) : serverLogAdapter
}
