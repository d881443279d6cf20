import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isLocalSite } from './local-site'

/** A set but empty (or blank) value counts as unset: compose passes `PAYLOAD_SECRET=""` when .env has none. */
function configuredSecret(): string | null {
  const value = process.env.PAYLOAD_SECRET
  return value && value.trim() ? value : null
}

/**
 * A secret a local site generates once and keeps in `.data/{name}`: a deployed production site
 * must be given it (`variable`) and refuses to start without it.
 */
export function localSecret(name: string, variable: string, create: () => string): string {
  if (process.env.NODE_ENV === 'production' && !isLocalSite()) {
    throw new Error(`${variable} is not set: a production site refuses to start without it.`)
  }
  const file = path.resolve(process.cwd(), '.data', name)
  const saved = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
  if (saved) return saved
  const secret = create()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The CMS signing secret, the one source of every key the server signs with:
 * `PAYLOAD_SECRET` when set, else generated once into `.data/` on a local site. Never empty.
 */
export function payloadSecret(): string {
  return configuredSecret() ?? localSecret('payload-secret', 'PAYLOAD_SECRET', () => crypto.randomBytes(32).toString('hex'))
}
