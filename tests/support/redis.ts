import { createClient } from '@redis/client'

/** The Redis the tests use: `TEST_REDIS_URL`, else the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether that Redis answers a ping within a second (tests needing it are skipped otherwise). */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return true
  } catch {
    return false
  } finally {
    if (client.isOpen) client.destroy()
  }
}
