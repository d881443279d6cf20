/**
 * nginx from the system's package in front of app processes, with the site's proxy configuration
 * (deploy/nginx/site.conf.template, the one docker-compose.yml's `scale` profile runs): for the
 * bench and the cluster test. Installs Debian's nginx when it is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { debianTool } from './debian-tool'

const TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx/site.conf.template')

export type NginxFront = { url: string; process: ChildProcess; stop: () => Promise<void> }

export function nginxBinary(install: boolean): string | null {
  return debianTool('nginx', install)
}

/** The site's proxy configuration for these upstream ports, as a whole nginx.conf under `prefix`. */
export function nginxConfig(prefix: string, listenPort: number, upstreamPorts: readonly number[]): string {
  const site = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('${APP_SERVERS}', upstreamPorts.map((port) => `server 127.0.0.1:${port};`).join(' '))
    .replaceAll('${CACHE_DIR}', path.join(prefix, 'cache'))
    .replaceAll('${LISTEN_PORT}', `127.0.0.1:${listenPort}`)
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`
  return [
    'worker_processes 2;',
    'daemon off;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    'include /etc/nginx/mime.types;',
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    site,
    '}',
  ].join('\n')
}

/** Starts nginx on `listenPort` in front of `upstreamPorts`; resolves once it answers. */
export async function startNginxFront(binary: string, listenPort: number, upstreamPorts: readonly number[]): Promise<NginxFront> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-front-'))
  // nginx's workers drop to an unprivileged user: they must reach the cache and temp directories.
  fs.chmodSync(prefix, 0o755)
  for (const name of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(prefix, name))
    fs.chmodSync(path.join(prefix, name), 0o777)
  }
  const config = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(config, nginxConfig(prefix, listenPort, upstreamPorts))
  const child = spawn(binary, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${listenPort}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${path.join(prefix, 'error.log')}`)
    if (
      await fetch(`${url}/api/v1/health`).then(
        () => true,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGQUIT')
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
