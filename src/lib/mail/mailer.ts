import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { BRAND_NAME } from '../brand'

const FROM_ADDRESS = process.env.MAIL_FROM ?? 'noreply@localhost'
const FROM_NAME = process.env.MAIL_FROM_NAME ?? BRAND_NAME

/**
 * Without SMTP a message is only noted in the server log (recipient and subject): bodies carry
 * one-time codes, which never reach a log. The compose stack's mail catcher shows them whole.
 */
const serverLogAdapter: EmailAdapter = ({ payload }) => ({
  name: 'server-log',
  defaultFromAddress: FROM_ADDRESS,
  defaultFromName: FROM_NAME,
  sendEmail: async (message) => {
    payload.logger.info({ msg: `mail to ${String(message.to)}: ${message.subject ?? ''} (not sent: SMTP_URL is not set)` })
    return { logged: true }
  },
})

/** The one mailer: SMTP when `SMTP_URL` is set, else the server log. */
export function mailer() {
  // The SMTP transport's options (a superset of the connection's the adapter declares) read the whole connection from `url`.
  const smtp: SMTPTransport.Options = { url: process.env.SMTP_URL }
  return process.env.SMTP_URL
    ? nodemailerAdapter({ defaultFromAddress: FROM_ADDRESS, defaultFromName: FROM_NAME, transportOptions: smtp })
    : serverLogAdapter
}
