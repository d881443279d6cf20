import type { Payload } from 'payload'
import { afterAll } from 'vitest'

let instance: Promise<Payload> | null = null

/**
 * The CMS against this run's database, with the committed migrations applied (idempotent), and
 * closed after the test file.
 */
export function testCms(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('@/lib/database/migrate'),
    ])
    const payload = await getPayload({ config })
    await runMigrations(payload)
    return payload
  })()
  return instance
}

afterAll(async () => {
  if (instance) await (await instance).destroy()
})

/** Writes in tests never revalidate: there is no Next server. */
export const quiet = { disableRevalidate: true }

let counter = 0
/** A slug no other test uses. */
export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`

/** A new admin's token and a new Italian page to aim CMS REST requests at (`name` tells the test's records apart). */
export async function adminAndPage(name: string): Promise<{ adminToken: string; pageId: number }> {
  const payload = await testCms()
  const email = `${uniqueSlug(`${name}-admin`)}@example.com`
  const password = `${name}-password-1`
  await payload.create({ collection: 'users', data: { email, password, role: 'admin' }, context: quiet })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  const page = await payload.create({
    collection: 'pages',
    locale: 'it',
    data: { title: name, slug: uniqueSlug(name) } as never,
    context: quiet,
  })
  return { adminToken: token!, pageId: page.id }
}
