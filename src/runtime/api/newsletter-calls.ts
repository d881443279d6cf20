import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { absoluteUrl } from '@/editions/absolute-url'
import { href } from '@/editions/href'
import { presentCustomer } from '@/features/accounts/customers'
import { NEWSLETTER_LIMITS } from '@/features/newsletter/newsletter-limits'
import { confirmNewsletter, registerForNewsletter, subscribeCustomer } from '@/features/newsletter/newsletter-opt-in'
import { CONFIRMATION_PARAM } from '@/features/newsletter/confirmation-notice'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { requestCustomer } from './account-calls'
import { clientAddress } from '@/lib/http/client-address'
import { requestEdition } from './request-edition'

const registerBody = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.')) })
const noBody = z.object({}).strict()

/** `POST /newsletter/register` `{ email }` (`?edition=`): the confirmation mail; `{ userId: null }` for every e-mail, a customer's or not. */
export async function registerNewsletter(request: NextRequest) {
  const body = await readJson(request, registerBody)
  const edition = requestEdition(request)
  const limiter = rateLimiter()
  await enforce(limiter, NEWSLETTER_LIMITS.registerPerAddress, clientAddress(request))
  await enforce(limiter, NEWSLETTER_LIMITS.registerPerEmail, body.email)
  return registerForNewsletter(await cms(), { email: body.email, edition })
}

/** `POST /newsletter/subscribe` (signed in, no body): subscribes the customer; the customer as `users/me` gives it. */
export async function subscribeNewsletter(request: NextRequest) {
  await readJson(request, noBody)
  const limiter = rateLimiter()
  await enforce(limiter, NEWSLETTER_LIMITS.subscribePerAddress, clientAddress(request))
  const customer = await requestCustomer(request)
  await enforce(limiter, NEWSLETTER_LIMITS.subscribePerCustomer, String(customer.id))
  return presentCustomer(await subscribeCustomer(await cms(), customer))
}

/**
 * `GET /newsletter/confirm?token=&edition=`: the confirmation mail's link. Confirms the
 * subscription and goes to the edition's home, whose script tells the visitor how it went
 * (`?newsletter=confirmed`, or `invalid-link` for a used, expired or unknown link).
 */
export async function confirmNewsletterLink(request: NextRequest) {
  const edition = requestEdition(request)
  // HEAD (link checkers, previews) only looks: the link stays good for the customer's own click.
  const token = request.method === 'HEAD' ? '' : (request.nextUrl.searchParams.get('token') ?? '')
  const outcome = await confirmNewsletter(await cms(), token)
  const home = absoluteUrl(edition, href('index', {}, edition) || '/')
  const location = `${home}?${CONFIRMATION_PARAM}=${outcome === 'confirmed' ? 'confirmed' : 'invalid-link'}`
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } })
}
