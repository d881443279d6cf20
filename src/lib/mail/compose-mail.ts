import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type StreamTransport from 'nodemailer/lib/stream-transport'
import type { SendEmailOptions } from 'payload'

/** Who the site's mails come from when a message does not say. */
export type Sender = { address: string; name: string }

/** Builds messages exactly as SMTP would carry them (headers, parts, encodings) and hands them back. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' } satisfies StreamTransport.Options)

/**
 * The whole message as its recipients would receive it (its MIME source), its envelope's
 * recipients (to, cc and bcc; lowercased, as addresses are looked up) and its From line.
 */
export async function composeMail(message: SendEmailOptions, sender: Sender) {
  const from = message.from ?? { name: sender.name, address: sender.address }
  const info = await composer.sendMail({ ...message, from: from as SMTPTransport.Options['from'] })
  const source = (info.message as Buffer).toString('utf8')
  const recipients = [...new Set(info.envelope.to.map((address) => address.toLowerCase()))]
  if (recipients.length === 0) throw new Error('A mail needs at least one recipient.')
  const fromLine = typeof from === 'string' ? from : from.name ? `${from.name} <${from.address}>` : from.address
  return { source, recipients, from: fromLine }
}
