import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestDatabase } from '../tests/support/test-database'

/**
 * `npm start` (build when needed, migrations, demo content, no page rendered yet) on a port, on
 * `database` or a fresh embedded one; resolves once the site is ready.
 */
export async function startBenchServer(port: number, database: TestDatabase | null): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(database ? { DATABASE_URL: database.url } : { EMBEDDED_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-')) }),
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      if (chunk.toString().includes('site ready')) resolve()
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  return server
}

export async function stopBenchServer(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

/** Resident memory of a process and all its descendants, in MiB (Linux `ps`). */
export function processTreeRssMiB(rootPid: number): number {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
  const tree = new Set([rootPid])
  for (let grown = true; grown;) {
    grown = false
    for (const [pid, ppid] of rows) if (!tree.has(pid!) && tree.has(ppid!)) grown = Boolean(tree.add(pid!))
  }
  return rows.filter(([pid]) => tree.has(pid!)).reduce((total, [, , rss]) => total + rss!, 0) / 1024
}
