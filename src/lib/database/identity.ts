import crypto from 'node:crypto'

let identity: string | undefined

/**
 * A short fingerprint of the configured database. Next's data cache outlives the server
 * process (it is kept under .next/): keying cached reads by it means a server pointed at
 * another database never serves the previous one's content.
 */
export function databaseIdentity(): string {
  identity ??= crypto
    .createHash('sha256')
    .update(process.env.DATABASE_URL ?? '')
    .digest('hex')
    .slice(0, 12)
  return identity
}
