import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isRunning } from '../../scripts/next-server-pid'
import { nextServerPid, portIsOpen, postgresPid, startLauncher, type Launcher } from '../support/launcher'

/** A stop (the Next server, then the embedded database) finishes within this. */
const STOP_LIMIT_MS = 10_000
const PORT = 3291
const built = fs.existsSync(path.resolve('.next', 'BUILD_ID'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-postgres-'))
const started: Launcher[] = []

async function launch() {
  const launcher = await startLauncher(PORT, dataDir)
  started.push(launcher)
  return { launcher, next: nextServerPid(PORT), postgres: postgresPid(dataDir) }
}

/** Resolves with the launcher's exit code and how long it took, or fails past the stop limit. */
async function exitOf(launcher: Launcher) {
  const since = Date.now()
  const code = await Promise.race([
    launcher.exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running:\n${launcher.output()}`)), STOP_LIMIT_MS + 5_000)),
  ])
  return { code, ms: Date.now() - since }
}

async function expectAllStopped(processes: { next: number; postgres: number }) {
  expect(isRunning(processes.next)).toBe(false)
  expect(isRunning(processes.postgres)).toBe(false)
  expect(await portIsOpen(PORT)).toBe(false)
}

afterAll(() => {
  for (const { process: child } of started) if (child.exitCode === null) child.kill('SIGKILL')
  // The embedded database keeps its password and lock beside its directory.
  for (const leftover of [dataDir, `${dataDir}.password`, `${dataDir}.lock`]) fs.rmSync(leftover, { recursive: true, force: true })
})

/** `npm start`'s launcher against the production build: it owns the Next server and the embedded database. */
// Without a build it is skipped locally; under CI a missing build is a failure, not a skip.
describe.skipIf(!built && !process.env.CI)('the launcher', () => {
  // A terminal's Ctrl-C (SIGINT), a supervisor's stop (SIGTERM), a closed terminal (SIGHUP).
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'stops the Next server, then the embedded database, within 10 s of %s',
    async (signal) => {
      const { launcher, ...processes } = await launch()
      expect((await fetch(`http://127.0.0.1:${PORT}/it`)).status).toBe(200)

      launcher.process.kill(signal)
      const { code, ms } = await exitOf(launcher)
      expect(code).toBe(0)
      expect(ms).toBeLessThanOrEqual(STOP_LIMIT_MS)
      await expectAllStopped(processes)
    },
  )

  it('stops, on its next start, the Next server a launcher killed outright left holding the port', async () => {
    const first = await launch()
    first.launcher.process.kill('SIGKILL')
    await first.launcher.exited
    expect(isRunning(first.next)).toBe(true)

    const second = await launch()
    expect(second.launcher.output()).toContain(`stopping the Next server a previous launcher left running (process ${first.next})`)
    // A restart on a migrated, seeded database does not load the CMS to check it.
    expect(second.launcher.output()).toContain('database schema and content up to date')
    expect(isRunning(first.next)).toBe(false)
    expect((await fetch(`http://127.0.0.1:${PORT}/it`)).status).toBe(200)

    second.launcher.process.kill('SIGTERM')
    await exitOf(second.launcher)
    await expectAllStopped(second)
  })

  it('goes down, stopping the database, when its Next server dies', async () => {
    const { launcher, ...processes } = await launch()
    process.kill(processes.next, 'SIGKILL')
    const { code, ms } = await exitOf(launcher)
    expect(code).toBe(1)
    expect(ms).toBeLessThanOrEqual(STOP_LIMIT_MS)
    expect(launcher.output()).toContain('the Next server exited on its own (SIGKILL): stopping')
    await expectAllStopped(processes)
  })
})
