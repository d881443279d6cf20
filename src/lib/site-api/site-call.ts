import type { NextRequest } from 'next/server'
import type { z } from 'zod'

/** The methods a call can have; HEAD (as GET) and OPTIONS come with every path. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** An error a call can give besides the envelope's common ones: its status, key and when. */
export type CallError = readonly [status: number, key: string, when: string]

/**
 * One site API call, declared once: the dispatcher routes to it, the reference (`docs/api.md`) is
 * written from it. `query` and `body` are the schemas its handler parses with; `answer` is the
 * envelope's `data`, or a sentence for an answer that is not the envelope (a redirect, a page).
 */
export type SiteCall = {
  method: CallMethod
  /** The path under `/api/v1`; `{name}` stands for one path segment. */
  path: string
  /** One line: what the call does, for whom. */
  summary: string
  query?: z.ZodType
  body?: z.ZodType
  answer: z.ZodType | string
  errors: readonly CallError[]
  /** The body limit in bytes (413 past it), SITE_API_MAX_BODY_BYTES unless given; null: the call reads no JSON body itself. */
  maxBodyBytes?: number | null
  /** The call's proof is its signed address, not the visitor's cookies: any origin may send it. */
  anyOrigin?: boolean
  /** The answer is the same for every caller of its address: shared caches may keep it as they keep pages, with an ETag. */
  shared?: boolean
  handler: (request: NextRequest) => Promise<unknown>
}

/** The calls of one room, typed as declarations. */
export const siteCalls = (...calls: SiteCall[]): readonly SiteCall[] => calls
