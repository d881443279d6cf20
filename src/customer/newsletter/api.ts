import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { absoluteUrl } from '@/editions/absolute-url'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { href } from '@/editions/href'
import { customerAnswer } from '@/customer/accounts/customer-answer'
import { presentCustomer } from '@/customer/accounts/customers'
import { requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { cms } from '@/lib/cms/instance'
import { clientAddress } from '@/lib/http/client-address'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { CONFIRMATION_PARAM } from './confirmation-notice'
import { NEWSLETTER_LIMITS } from './newsletter-limits'
import { confirmNewsletter, registerForNewsletter, subscribeCustomer } from './newsletter-opt-in'

const registerBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.')).describe('an e-mail address, lowercased'),
})
const noBody = z.object({}).strict()
const confirmQuery = editionQuery.extend({ token: z.string() })

const RATE_LIMITED = [429, 'RATE_LIMITED', 'too many calls from this client address or for this e-mail; `extra.retryAfter`'] as const

async function registerNewsletter(request: NextRequest) {
  const body = await readJson(request, registerBody)
  const edition = await requestEdition(request)
  const limiter = rateLimiter()
  await enforce(limiter, NEWSLETTER_LIMITS.registerPerAddress, clientAddress(request))
  await enforce(limiter, NEWSLETTER_LIMITS.registerPerEmail, body.email)
  return registerForNewsletter(await cms(), { email: body.email, edition })
}

async function subscribeNewsletter(request: NextRequest) {
  await readJson(request, noBody)
  const limiter = rateLimiter()
  await enforce(limiter, NEWSLETTER_LIMITS.subscribePerAddress, clientAddress(request))
  const customer = await requestCustomer(request)
  await enforce(limiter, NEWSLETTER_LIMITS.subscribePerCustomer, String(customer.id))
  return presentCustomer(await subscribeCustomer(await cms(), customer))
}

async function confirmNewsletterLink(request: NextRequest) {
  const edition = await requestEdition(request)
  // HEAD (link checkers, previews) only looks: the link stays good for the customer's own click.
  const token = request.method === 'HEAD' ? '' : (request.nextUrl.searchParams.get('token') ?? '')
  const outcome = await confirmNewsletter(await cms(), token)
  const home = absoluteUrl(edition.code, href('index', {}, edition) || '/')
  const location = `${home}?${CONFIRMATION_PARAM}=${outcome === 'confirmed' ? 'confirmed' : 'invalid-link'}`
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } })
}

/** The newsletter: a visitor's double opt-in, a customer's one click. */
export const NEWSLETTER_API = siteCalls(
  {
    method: 'POST',
    path: '/newsletter/register',
    summary:
      "A confirmation mail in the edition's language, whether or not the e-mail is a customer's (the call tells nobody who is one). A new e-mail gets an account (nothing accepted, the newsletter pending); following the link subscribes and, the address proven, accepts the privacy policy the form showed.",
    query: editionQuery,
    body: registerBody,
    answer: z.object({ userId: z.null() }),
    errors: [RATE_LIMITED, [503, 'SERVICE_UNAVAILABLE', 'the mail cannot be sent (nothing is kept)']],
    handler: registerNewsletter,
  },
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    summary: 'Subscribes the signed-in customer at once (already subscribed: nothing changes); the customer as `users/me` gives it.',
    body: noBody,
    answer: customerAnswer,
    errors: [...SIGNED_IN_ERRORS, RATE_LIMITED],
    handler: subscribeNewsletter,
  },
  {
    method: 'GET',
    path: '/newsletter/confirm',
    summary: "The confirmation mail's link: confirms the subscription (`HEAD` only looks).",
    query: confirmQuery,
    answer: "303 to the edition's home with `?newsletter=confirmed`, or `?newsletter=invalid-link` for a used, expired or unknown link",
    errors: [],
    handler: confirmNewsletterLink,
  },
)
