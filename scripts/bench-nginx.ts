/**
 * The page bench again through nginx (the `scale` profile's configuration) in front of two app
 * processes sharing the bench database and, when reachable, one Redis cache.
 */
import type { ChildProcess } from 'node:child_process'
import { createClient } from '@redis/client'
import { freeLoopbackPort } from '../src/lib/database/free-port'
import { startProductionServer, waitFor } from '../tests/support/production-server'
import { cachedPageBench, type Report } from './bench-pages'
import { nginxBinary, startNginxFront } from './nginx-front'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisUrl(): Promise<string | null> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } })
  client.on('error', () => {})
  const reachable = await client.connect().then(
    () => true,
    () => false,
  )
  if (client.isOpen) await client.close()
  return reachable ? REDIS_URL : null
}

async function dropKeys(url: string, prefix: string) {
  const client = createClient({ url })
  await client.connect()
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await client.unlink(keys)
  await client.close()
}

export async function nginxBench(databaseUrl: string, report: Report) {
  const binary = nginxBinary(true)
  if (!binary) {
    console.error('▸ nginx bench skipped: nginx could not be installed')
    return
  }
  const redis = await redisUrl()
  const prefix = `bench-${Date.now()}:`
  console.error(`▸ nginx in front of two app processes${redis ? ' sharing Redis' : ' (Redis unreachable: each keeps its own cache)'}`)
  const servers: ChildProcess[] = []
  const ports = [await freeLoopbackPort(), await freeLoopbackPort()]
  try {
    for (const port of ports)
      servers.push(startProductionServer(port, databaseUrl, redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: prefix } : {}))
    for (const port of ports) await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok, 90_000)
    const front = await startNginxFront(binary, await freeLoopbackPort(), ports)
    try {
      await cachedPageBench(front.url, report, 'nginx_page')
    } finally {
      await front.stop()
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM')
    if (redis) await dropKeys(redis, prefix)
  }
}
