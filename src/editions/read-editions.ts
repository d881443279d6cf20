import type { Payload } from 'payload'
import { buildEditions, type Edition } from './edition'

/** All seven `Edition` values from the editions documents (seven small rows). */
export async function readEditions(payload: Payload): Promise<Edition[]> {
  const { docs } = await payload.find({ collection: 'editions', limit: 20, pagination: false, depth: 0, overrideAccess: false })
  return buildEditions(docs)
}
