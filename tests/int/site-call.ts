import { NextRequest } from 'next/server'
import { POST as completeOtp, POST as generateOtp } from '@/app/(site)/api/v1/[...path]/route'
import { pathMatches } from '@/lib/site-api/dispatch'
import { SITE_API } from '@/runtime/site-api'
import type { CapturedMail } from './captured-mail'

export type Route = (request: NextRequest, context: unknown) => Promise<Response>
export type Answer = { data: any; key: string; extra: Record<string, unknown> } // eslint-disable-line @typescript-eslint/no-explicit-any
export type CallInit = { body?: unknown; token?: string; method?: string }
export type SiteCall = (route: Route, path: string, init?: CallInit) => Promise<{ status: number; body: Answer }>

/**
 * Calls site API routes as the browser would, each from its own client address in `subnet`
 * (`10.1.0`: the per-address limits never meet), as `token`'s customer when given.
 */
export function siteCaller(subnet: string): SiteCall {
  let address = 0
  return async (route, path, init = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-wayfarer-socket-address': `${subnet}.${++address % 250}`,
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    const method = init.method ?? (body === undefined ? 'GET' : 'POST')
    const response = await route(new NextRequest(`http://localhost/api/v1/${path}`, { method, headers, body }), {
      params: Promise.resolve({}),
    })
    const answer = (await response.json()) as Answer
    if (response.ok) checkDeclaredAnswer(method, path, answer)
    return { status: response.status, body: answer }
  }
}

/**
 * A successful answer's `data` must be what the call declares (docs/api.md is written from the
 * declaration): every call the integration tests make checks the reference against the handler.
 */
export function checkDeclaredAnswer(method: string, path: string, answer: { data?: unknown }): void {
  const pathname = `/${path.split('?')[0]}`
  const declared = SITE_API.filter((call) => call.method === method && pathMatches(call.path, pathname)).sort(
    (a, b) => a.path.split('{').length - b.path.split('{').length,
  )[0]
  if (!declared || typeof declared.answer === 'string') return
  const checked = declared.answer.safeParse(answer.data)
  if (!checked.success) {
    throw new Error(`${method} /api/v1${declared.path} answered data its declaration does not allow:\n${checked.error.message}`)
  }
}

let emails = 0
/** A new customer who signed in with the code mailed to them (read from `mails`): their e-mail and access token. */
export async function signedInCustomer(
  call: SiteCall,
  mails: readonly CapturedMail[],
  name: string,
): Promise<{ email: string; token: string }> {
  const email = `${name}.${Date.now()}.${++emails}@example.com`
  await call(generateOtp, 'auth/generate-otp', { body: { email, consent: { privacy: true, marketing: false } } })
  const otp = mails
    .filter((mail) => mail.to === email)
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1]
  const signedIn = await call(completeOtp, 'auth/complete-otp', { body: { email, otp } })
  return { email, token: signedIn.body.data.jwt as string }
}
