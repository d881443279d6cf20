import nextEnv from '@next/env'
import path from 'node:path'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/lib/database/embedded'
import { payloadSecret } from '../src/lib/secret'

export const DATA_DIR = path.resolve(process.cwd(), '.data')
/** Where the embedded database keeps its files (`EMBEDDED_DATA_DIR` moves it, e.g. for tests). */
export const EMBEDDED_DATA_DIR = path.resolve(process.env.EMBEDDED_DATA_DIR ?? path.join(DATA_DIR, 'postgres'))

/** Loads `.env` files the way Next does, so scripts and the server see the same settings. */
export function loadEnvironment(dev: boolean): void {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error })
  process.env.PAYLOAD_SECRET = payloadSecret()
}

/**
 * Points `DATABASE_URL` at a database: the configured server, or the embedded one started here
 * (persisted under `.data/`), which lives as long as this process.
 */
export async function ensureDatabase(): Promise<EmbeddedDatabase | null> {
  if (process.env.DATABASE_URL) return null
  const embedded = await startEmbeddedDatabase({ dataDir: EMBEDDED_DATA_DIR })
  process.env.DATABASE_URL = embedded.url
  return embedded
}
