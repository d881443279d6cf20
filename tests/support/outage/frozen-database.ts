import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedDatabase } from '../../../src/lib/database/embedded'
import { postgresPid } from '../launcher'
import { createThrowawayCluster } from './throwaway-cluster'

/** A database a test can freeze (SIGSTOP: connections are accepted and never answered) and thaw. */
export type FreezableDatabase = { url: string; freeze: () => void; thaw: () => void; destroy: () => Promise<void> }

/** The embedded database as `npm start` runs it (kept in a data directory), frozen through its postmaster. */
async function embedded(): Promise<FreezableDatabase> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'frozen-embedded-'))
  const dataDir = path.join(root, 'postgres')
  const database = await startEmbeddedDatabase({ dataDir })
  return {
    url: database.url,
    freeze: () => process.kill(postgresPid(dataDir), 'SIGSTOP'),
    thaw: () => process.kill(postgresPid(dataDir), 'SIGCONT'),
    destroy: async () => {
      await database.stop()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** A PostgreSQL server of the system's packages in a throwaway cluster. */
async function postgres(bin: string): Promise<FreezableDatabase> {
  const cluster = await createThrowawayCluster(bin)
  return { url: cluster.url, freeze: cluster.pause, thaw: cluster.resume, destroy: cluster.destroy }
}

export function freezableDatabase(kind: 'embedded' | 'postgres', bin: string | null): Promise<FreezableDatabase> {
  if (kind === 'embedded') return embedded()
  if (!bin) throw new Error('no PostgreSQL server installed from the system packages')
  return postgres(bin)
}
