/**
 * Cached-page load with wrk (Debian's package, installed when missing), the load generator the
 * page targets were measured with: in C, it leaves the server the CPU a Node.js generator takes.
 */
import { spawn } from 'node:child_process'
import { debianTool } from './debian-tool'

export type LoadResult = { throughput: number; p50: number; p99: number; errors: number }

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/** `56.90ms`, `1.02s`, `850.00us` -> milliseconds. */
export function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`wrk: unreadable duration "${text}"`)
  return Number(match[1]) * UNIT_MS[match[2]!]!
}

/** The figures of `wrk --latency` output: requests a second, p50 and p99, and every failed answer. */
export function parseWrk(output: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0)
  const percentile = (name: string) => {
    const match = new RegExp(`^\\s*${name}%\\s+(\\S+)`, 'm').exec(output)
    if (!match) throw new Error(`wrk: no ${name}th percentile in its output`)
    return wrkDuration(match[1]!)
  }
  const throughput = /Requests\/sec:\s+([\d.]+)/.exec(output)
  if (!throughput) throw new Error('wrk: no throughput in its output')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0
  return {
    throughput: Number(throughput[1]),
    p50: percentile('50'),
    p99: percentile('99'),
    errors: socketErrors + number(/Non-2xx or 3xx responses:\s+(\d+)/),
  }
}

export function wrkBinary(): string | null {
  return debianTool('wrk', true)
}

export function wrkLoad(
  binary: string,
  url: string,
  options: { connections: number; seconds: number; gzip: boolean; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = [
    '-t2',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...(options.gzip ? ['-H', 'Accept-Encoding: gzip'] : []),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk exited with ${code}`))))
  })
}
