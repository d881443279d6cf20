import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The CMS of this server process (Payload caches the instance across calls). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
