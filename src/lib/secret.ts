import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SECRET_FILE = path.resolve(process.cwd(), '.data', 'payload-secret')

function isLocalSite(): boolean {
  const site = process.env.SITE_URL ?? 'http://localhost:3000'
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(site).hostname)
  } catch {
    return false
  }
}

/**
 * The CMS signing secret (CONTRACT §2): `PAYLOAD_SECRET` when set. A site served on a local
 * address gets one generated once into `.data/`; a deployed production site refuses to start.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (process.env.NODE_ENV === 'production' && !isLocalSite()) {
    throw new Error('PAYLOAD_SECRET is not set: a production site refuses to start without it.')
  }
  if (fs.existsSync(SECRET_FILE)) return fs.readFileSync(SECRET_FILE, 'utf8').trim()
  const secret = crypto.randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
  fs.writeFileSync(SECRET_FILE, secret, { mode: 0o600 })
  return secret
}
