import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Report = (name: string, value: number, unit: string) => void

/** A launcher's output lines, each with the seconds since `since` at which it came. */
type TimedLine = { at: number; line: string }

/** Runs `command` in `cwd`, resolving with how long it took; fails on a non-zero exit. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
  return (Date.now() - started) / 1000
}

/** Whether `url` answers 200 (a redirect counts as an answer too: /admin sends to its login). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    return response.status < 400
  } catch {
    return false
  }
}

/**
 * `npm start`'s command in `cwd` on `port`, until `/it` and `/admin` both answer; resolves with
 * the launcher's timed lines and the seconds to that first answer, then stops the launcher.
 * (Run without npm, which would put a shell between the signal and the launcher.)
 */
async function startUntilServing(cwd: string, port: number, env: NodeJS.ProcessEnv) {
  const started = Date.now()
  const seconds = () => (Date.now() - started) / 1000
  const lines: TimedLine[] = []
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  launcher.stdout!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push({ at: seconds(), line })
  })
  const exited = new Promise((resolve) => launcher.once('exit', resolve))
  try {
    const base = `http://127.0.0.1:${port}`
    while (!((await answers(`${base}/it`)) && (await answers(`${base}/admin`)))) {
      if (launcher.exitCode !== null) throw new Error(`npm start in ${cwd} exited (${launcher.exitCode})`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return { lines, serving: seconds() }
  } finally {
    launcher.kill('SIGTERM')
    await exited
  }
}

/** When the first line containing `text` came, or null. */
const when = (lines: TimedLine[], text: string) => lines.find(({ line }) => line.includes(text))?.at ?? null

/** The environment of a plain `npm start`: nothing of this process's database or test settings. */
function plainEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  for (const name of ['DATABASE_URL', 'EMBEDDED_DATA_DIR', 'SKIP_BUILD', 'SITE_URL', 'PORT']) delete env[name]
  return env
}

/**
 * A new contributor's first start: a clone of this checkout's commit into a temporary folder,
 * `npm install` (npm's cache warm), `npm start` on an empty .data/, until `/it` and `/admin`
 * answer. The breakdown comes from the launcher's own lines: the database started, the schema
 * and demo content ready, the build done (the build runs while the database is prepared).
 */
export async function freshCloneBench(port: number, report: Report): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'))
  const env = plainEnvironment()
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
  const clone = timed('git', ['clone', '--quiet', '--no-checkout', process.cwd(), folder], process.cwd(), env)
  timed('git', ['checkout', '--quiet', commit], folder, env)
  const install = timed('npm', ['install'], folder, env)
  const { lines, serving } = await startUntilServing(folder, port, env)
  const databaseStarted = when(lines, 'embedded PostgreSQL started') ?? 0
  const databaseReady = when(lines, 'admin account created') ?? when(lines, 'database schema up to date') ?? databaseStarted
  const built = when(lines, 'build done') ?? when(lines, 'production build is up to date') ?? 0
  report('fresh clone to serving', clone + install + serving, 's')
  report('fresh clone: git clone', clone, 's')
  report('fresh clone: npm install', install, 's')
  report('fresh clone: database start', databaseStarted, 's')
  report('fresh clone: migrations and demo content', databaseReady - databaseStarted, 's (alongside the build)')
  report('fresh clone: build', built, 's (from npm start)')
  report('fresh clone: first answer after the build', serving - Math.max(built, databaseReady), 's')
  return folder
}

/**
 * `npm install && npm start` again on a checkout that has been started before and has not
 * changed since (`folder`): the seconds until `/it` and `/admin` answer. The build is reused.
 */
export async function restartBench(folder: string, port: number, report: Report): Promise<void> {
  const env = plainEnvironment()
  const install = timed('npm', ['install'], folder, env)
  const { lines, serving } = await startUntilServing(folder, port, env)
  report('restart to serving', install + serving, 's')
  report('restart: npm install', install, 's')
  report('restart: build reused', when(lines, 'production build is up to date') === null ? 0 : 1, '(1: yes)')
}
