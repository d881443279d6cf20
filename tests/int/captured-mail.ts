import type { Payload } from 'payload'
import { vi } from 'vitest'

export type CapturedMail = { to: string; subject: string; html: string; text: string }

/**
 * Keeps every mail the CMS sends (nothing leaves the machine) and every line it logs, so that a
 * test reads codes and links from the mails, as a customer would, and checks what the log holds.
 */
export function captureMailAndLogs(payload: Payload) {
  const mails: CapturedMail[] = []
  const logged: string[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    mails.push(message as CapturedMail)
    return { sent: true }
  })
  for (const level of ['info', 'warn', 'error', 'debug'] as const) {
    const original = payload.logger[level].bind(payload.logger)
    vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(JSON.stringify(args))
      return (original as (...rest: unknown[]) => void)(...args)
    }) as never)
  }
  return { mails, logged }
}
