import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { absoluteUrl } from '@/editions/absolute-url'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { href } from '@/editions/href'
import { requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { ALERT_LIMITS } from './alert-limits'
import { PHONE_PATTERN, type AlertTarget } from './alert-shape'
import { alertSubject } from './alert-subject'
import { alertsOf, deactivateByLink, setAlert, switchAlert } from './customer-alerts'
import { unsubscribePage, type UnsubscribeView } from './unsubscribe-page'
import { signedAlertId } from './unsubscribe-link'

const id = z.number().int().positive().max(2_147_483_647)

/** Optional: empty means none; otherwise the phone pattern, separators as typed. */
const phone = z
  .string()
  .trim()
  .max(32)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Not a phone number: an optional +, a prefix, then the number.')
  .transform((value) => value || null)
  .nullish()
  .describe('an optional +, a 1-3 digit prefix, 3-4 digits, then 4-7, with optional spaces, dots or dashes; empty means none')

/** Exactly one of `travelId` and `tourId`, and the optional phone. */
const alertBody = z.union([z.object({ travelId: id, phone }).strict(), z.object({ tourId: id, phone }).strict()])

const alertId = z.object({ id }).strict()

const unsubscribeQuery = editionQuery.extend({ alert: z.string(), signature: z.string().describe('the HMAC of the alert id') })

const alertAnswer = z.object({
  id: z.number(),
  travelId: z.number().nullable(),
  tourId: z.number().nullable(),
  types: z.array(z.string()),
  active: z.boolean(),
  phone: z.string().nullable(),
})

/** The signed-in caller, within the per-customer limit of alert changes. */
async function changingCustomer(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ALERT_LIMITS.changesPerCustomer, String(customer.id))
  return customer
}

async function createAlert(request: NextRequest) {
  const body = await readJson(request, alertBody)
  const edition = await requestEdition(request)
  const customer = await changingCustomer(request)
  const target: AlertTarget = 'tourId' in body ? { tourId: body.tourId } : { travelId: body.travelId }
  return setAlert(await cms(), customer.id, target, { phone: body.phone ?? null, edition: edition.code })
}

/** The caller's own alert switched on or off; someone else's is as missing as an unknown one. */
const switchCall = (active: boolean) => async (request: NextRequest) => {
  const body = await readJson(request, alertId)
  const customer = await changingCustomer(request)
  return switchAlert(await cms(), customer.id, body.id, active)
}

/** The page asking to stop the alert (GET), or stopping it (POST); 400 with the page saying so for a link that is not the site's. */
async function unsubscribeByLink(request: NextRequest) {
  const edition = await requestEdition(request)
  const { searchParams } = request.nextUrl
  const alert = signedAlertId(searchParams.get('alert'), searchParams.get('signature'))
  const subject = alert === null ? null : await alertSubject(await cms(), alert, edition.code)
  let view: UnsubscribeView = { kind: 'invalid' }
  if (alert !== null && subject !== null) {
    if (request.method === 'POST' && (await deactivateByLink(await cms(), alert))) view = { kind: 'done', subject }
    else if (request.method !== 'POST') view = { kind: 'question', subject, action: `${request.nextUrl.pathname}${request.nextUrl.search}` }
  }
  const siteHref = absoluteUrl(edition.code, href('index', {}, edition) || '/')
  return new NextResponse(unsubscribePage(edition.code, view, siteHref), {
    status: view.kind === 'invalid' ? 400 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  })
}

const NOT_FOUND = [404, 'NOT_FOUND', "an unknown alert, or someone else's"] as const
const RATE_LIMITED = [429, 'RATE_LIMITED', 'past 60 changes in 10 minutes per customer'] as const

/** The signature is the proof, not the visitor's cookies; its form body is not read. */
const unsubscribe = {
  path: '/alerts/unsubscribe',
  query: unsubscribeQuery,
  answer: "an HTML page in the edition's language (`X-Robots-Tag: noindex`); 400 with the page saying so for a link that is not the site's",
  errors: [],
  maxBodyBytes: null,
  anyOrigin: true,
  handler: unsubscribeByLink,
} as const

/** Notify-me alerts on a sold-out tour or a travel without departures, and their mails' unsubscribe link. */
export const ALERT_API = siteCalls(
  {
    method: 'GET',
    path: '/alerts',
    summary: "The caller's own notify-me alerts, the most recent first.",
    answer: z.object({ alerts: z.array(alertAnswer) }),
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => alertsOf(await cms(), (await requestCustomer(request)).id),
  },
  {
    method: 'POST',
    path: '/alerts',
    summary:
      'Sets the alert (again: active again, with the phone given) with the types its subject calls for and the edition whose language its mails speak.',
    query: editionQuery,
    body: alertBody,
    answer: alertAnswer,
    errors: [
      ...SIGNED_IN_ERRORS,
      [404, 'NOT_FOUND', 'an unknown or unpublished tour or travel'],
      [409, 'NOTIFY_ME_UNAVAILABLE', 'a sold-out or departed tour, or a travel that has open departures'],
      [409, 'TOO_MANY_ALERTS', 'past 50 active alerts'],
      RATE_LIMITED,
    ],
    handler: createAlert,
  },
  {
    method: 'POST',
    path: '/alerts/activate',
    summary: "Switches the caller's alert on.",
    body: alertId,
    answer: alertAnswer,
    errors: [...SIGNED_IN_ERRORS, NOT_FOUND, RATE_LIMITED],
    handler: switchCall(true),
  },
  {
    method: 'POST',
    path: '/alerts/deactivate',
    summary: "Switches the caller's alert off.",
    body: alertId,
    answer: alertAnswer,
    errors: [...SIGNED_IN_ERRORS, NOT_FOUND, RATE_LIMITED],
    handler: switchCall(false),
  },
  { method: 'GET', summary: "An alert mail's link (no sign-in): the page asking to stop the alert.", ...unsubscribe },
  {
    method: 'POST',
    summary: "Stops the alert: the page's button, or a mail client's one-click unsubscribe, from any origin.",
    ...unsubscribe,
  },
)
