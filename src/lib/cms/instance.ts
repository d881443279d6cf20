import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { CONNECTION_ACQUIRE_TIMEOUT_MS } from '@/lib/database/settings'
import { CMS_NOT_STARTED } from '@/lib/database/unavailable'
import { withTimeout } from '@/lib/database/with-timeout'

/**
 * The CMS of this server process. Payload keeps one instance per process and starts it on the first
 * call (connection, pending migrations); a start that fails is tried again by the next call. No caller
 * waits for it longer than it would wait for a database connection: past that it gets an error the
 * site API answers with 503, and the start goes on for the next one.
 */
export function cms(): Promise<Payload> {
  return withTimeout(getPayload({ config }), CONNECTION_ACQUIRE_TIMEOUT_MS, CMS_NOT_STARTED)
}

/** The start of the CMS (and its scheduled jobs, `cron`) for the server itself, with no deadline of a request. */
export function startCms(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
