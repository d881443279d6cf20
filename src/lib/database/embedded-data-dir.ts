import fs from 'node:fs'
import path from 'node:path'

/** How long a server left behind by a killed launcher gets to shut down cleanly. */
const ORPHAN_STOP_TIMEOUT_MS = 15_000

/**
 * Two launchers on one data directory would fight over it: the directory is claimed with a lock
 * file naming the owning process, and a second claim while the owner runs fails with a clear
 * message.
 */
export function claimDataDir(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const lock = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`)
  const owner = readPid(lock)
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}. Stop it first (or set DATABASE_URL).`)
  }
  fs.writeFileSync(lock, String(process.pid))
  const release = () => fs.rmSync(lock, { force: true })
  process.once('exit', release)
  return release
}

/**
 * A launcher killed outright (SIGKILL, a closed terminal) leaves its PostgreSQL server running
 * on the data directory, and PostgreSQL then refuses to start there. Once the directory is
 * ours (claimed above), such a server is an orphan: it is asked to shut down, then killed.
 */
export async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pid = readPid(path.join(dataDir, 'postmaster.pid'))
  if (!pid || !isRunning(pid) || !isPostgres(pid)) return
  process.kill(pid, 'SIGINT') // PostgreSQL's fast shutdown: rolls back open transactions
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (isRunning(pid)) process.kill(pid, 'SIGKILL')
}

/** The first line of a pid file, or null when there is none. */
function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    return true // no /proc (macOS): the pid file is PostgreSQL's own
  }
}

/**
 * Under root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * folder above its data directory. Folders that do not let others through (e.g. a home folder)
 * get the traverse bit only: nobody else can list or read them.
 */
export function letPostgresUserReach(dataDir: string, log: (line: string) => void): void {
  if (process.getuid?.() !== 0) return
  const ancestors: string[] = []
  for (let folder = path.dirname(path.resolve(dataDir)); ; folder = path.dirname(folder)) {
    ancestors.unshift(folder)
    if (folder === path.dirname(folder)) break
  }
  for (const folder of ancestors) {
    const { mode } = fs.statSync(folder)
    if ((mode & 0o001) === 0) {
      fs.chmodSync(folder, mode | 0o001)
      log(`let the postgres user pass through ${folder} (o+x) to reach the embedded database`)
    }
  }
}
