import { spawnSync } from 'node:child_process'

const find = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command} || ls /usr/sbin/${command} 2>/dev/null`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0] || null

/** A command from Debian's package of that name, installed when missing and `install` allows it; null when it cannot be. */
export function debianTool(command: string, install: boolean): string | null {
  const found = find(command)
  if (found || !install) return found
  const script = `apt-get install -y -qq ${command} >/dev/null || (apt-get update -qq && apt-get install -y -qq ${command} >/dev/null)`
  spawnSync('sh', ['-c', script], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  return find(command)
}
