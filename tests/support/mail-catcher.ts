import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on the loopback (on `port`, or a free one for 0) that keeps every mail it gets, parsed, by recipient. */
export async function startMailCatcher(port: number) {
  const mails: Array<{ to: string[]; mail: ParsedMail }> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: (server.server.address() as AddressInfo).port,
    /** The mails delivered to this address so far, oldest first. */
    mailsTo: (address: string) => mails.filter((entry) => entry.to.includes(address.toLowerCase())).map((entry) => entry.mail),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The sign-in code in a code mail's text body. */
export function signInCode(mail: ParsedMail): string | null {
  return mail.text?.match(/\b(\d{6})\b/)?.[1] ?? null
}
