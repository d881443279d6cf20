import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mailer } from '@/lib/mail/mailer'

const CODE_MAIL = { to: 'anna@example.com', subject: 'Your code', text: 'Your code: 123456', html: '<p>123456</p>' }

/** The adapter the mailer picks, started on a CMS whose writes and log lines are recorded. */
async function pickedAdapter() {
  const logged: string[] = []
  const created: unknown[] = []
  const payload = {
    logger: { info: (line: unknown) => logged.push(JSON.stringify(line)) },
    create: async (args: unknown) => (created.push(args), { id: created.length }),
  } as unknown as Payload
  const adapter = (await mailer())({ payload })
  return { adapter, logged, created }
}

describe('the mailer without SMTP_URL', () => {
  afterEach(() => vi.unstubAllEnvs())

  it.each([undefined, 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'keeps mails in the outbox on a local site (%s)',
    async (site) => {
      vi.stubEnv('SMTP_URL', undefined)
      vi.stubEnv('SITE_URL', site)
      expect((await pickedAdapter()).adapter.name).toBe('outbox')
    },
  )

  it('on a deployed site, logs each mail’s recipient and subject, never its body', async () => {
    vi.stubEnv('SMTP_URL', undefined)
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    const { adapter, logged, created } = await pickedAdapter()
    expect(adapter.name).toBe('server-log')
    await adapter.sendEmail(CODE_MAIL)
    expect(created).toEqual([])
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('mail to anna@example.com: Your code')
    expect(logged[0]).not.toContain('123456')
  })
})
