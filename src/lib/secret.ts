import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Where a local site keeps the secret it generated (read at call time, so tests can move it). */
const secretFile = () => path.resolve(process.cwd(), '.data', 'payload-secret')

function isLocalSite(): boolean {
  const site = process.env.SITE_URL ?? 'http://localhost:3000'
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(site).hostname)
  } catch {
    return false
  }
}

/** A set but empty (or blank) value counts as unset: compose passes `PAYLOAD_SECRET=""` when .env has none. */
function configuredSecret(): string | null {
  const value = process.env.PAYLOAD_SECRET
  return value && value.trim() ? value : null
}

/**
 * The CMS signing secret, the one source of every key the server signs with:
 * `PAYLOAD_SECRET` when set. A site served on a local address gets one generated once into
 * `.data/`; a deployed production site refuses to start. Never empty.
 */
export function payloadSecret(): string {
  const configured = configuredSecret()
  if (configured) return configured
  if (process.env.NODE_ENV === 'production' && !isLocalSite()) {
    throw new Error('PAYLOAD_SECRET is not set: a production site refuses to start without it.')
  }
  const file = secretFile()
  const saved = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
  if (saved) return saved
  const secret = crypto.randomBytes(32).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
