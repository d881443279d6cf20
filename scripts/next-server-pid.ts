import fs from 'node:fs'
import path from 'node:path'

/**
 * The Next server a launcher runs on `port`, noted under .data/ so that the next launcher on that
 * port finds it when this one was killed outright (SIGKILL, a closed terminal) and left it
 * holding the port. (Launchers on other ports, a test's say, leave each other alone.)
 */
export const nextServerPidFile = (port: string) => path.resolve(process.cwd(), '.data', `next-server-${port}.pid`)

/** Whether `pid` is alive: a zombie (exited, not yet reaped by a parent that never will) is not. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true // no /proc (macOS): the signal reached it
  }
}

/**
 * Whether `pid` is a Next server of this checkout: its command line names Next (`next-server`
 * once started) and it runs in this directory. A pid the system reused for another program is
 * left alone.
 */
export function isOurNextServer(pid: number, dir = process.cwd()): boolean {
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return /next/.test(commandLine) && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dir)
  } catch {
    return false // no such process, or no /proc (macOS): nothing we can tell is ours
  }
}

/** `pid` and every process it started, children before their own children's parents are lost. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(/\) \S+ (\d+)/.exec(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid]
  for (let index = 0; index < tree.length; index++) tree.push(...(parents.get(tree[index]!) ?? []))
  return tree
}

/** Sends `signal` to each of `pids`, skipping those already gone. */
export function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // already gone
    }
  }
}

/** Waits until `pid` has exited, up to `timeoutMs`; says whether it did. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (isRunning(pid)) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

export function recordNextServer(port: string, pid: number): void {
  fs.mkdirSync(path.dirname(nextServerPidFile(port)), { recursive: true })
  fs.writeFileSync(nextServerPidFile(port), String(pid))
}

export function forgetNextServer(port: string): void {
  fs.rmSync(nextServerPidFile(port), { force: true })
}

/** The pid a killed launcher left in the pid file, when that process is still our Next server. */
export function leftoverNextServer(port: string): number | null {
  let pid: number
  try {
    pid = Number(fs.readFileSync(nextServerPidFile(port), 'utf8').trim())
  } catch {
    return null
  }
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) && isOurNextServer(pid) ? pid : null
}
