import type { NextRequest } from 'next/server'
import { editionForHost } from './edition-domains'
import { isEditionCode, type EditionCode } from './editions'

/** `prefixed`: the edition came from the path's first segment, not from the host. */
export type LocatedRequest = { edition: EditionCode; segments: string[]; prefixed: boolean }

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The edition of a page request and the decoded path segments inside it (a prefixed path, or an edition's own host); null when neither says. */
export function locateRequest(request: NextRequest): LocatedRequest | null {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean).map(decoded)
  if (isEditionCode(segments[0])) return { edition: segments[0], segments: segments.slice(1), prefixed: true }
  const hosted = editionForHost(request.headers.get('host'))
  return hosted ? { edition: hosted, segments, prefixed: false } : null
}
