import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { absoluteUrl } from '@/editions/absolute-url'
import { href } from '@/editions/href'
import { ALERT_LIMITS } from '@/features/alerts/alert-limits'
import { PHONE_PATTERN, type AlertTarget } from '@/features/alerts/alert-shape'
import { alertSubject } from '@/features/alerts/alert-subject'
import { alertsOf, deactivateByLink, setAlert, switchAlert } from '@/features/alerts/customer-alerts'
import { unsubscribePage, type UnsubscribeView } from '@/features/alerts/unsubscribe-page'
import { signedAlertId } from '@/features/alerts/unsubscribe-link'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { requestCustomer } from './account-calls'
import { requestEdition } from './request-edition'

const id = z.number().int().positive().max(2_147_483_647)

/** Optional: empty means none; otherwise the phone pattern, separators as typed. */
const phone = z
  .string()
  .trim()
  .max(32)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Not a phone number: an optional +, a prefix, then the number.')
  .transform((value) => value || null)
  .nullish()

/** Exactly one of `travelId` and `tourId`, and the optional phone. */
const alertBody = z.union([z.object({ travelId: id, phone }).strict(), z.object({ tourId: id, phone }).strict()])

const alertId = z.object({ id }).strict()

/** The signed-in caller, within the per-customer limit of alert changes. */
async function changingCustomer(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ALERT_LIMITS.changesPerCustomer, String(customer.id))
  return customer
}

/** `GET /alerts` (signed in): `{ alerts: [{ id, travelId, tourId, types, active, phone }] }`, the caller's own. */
export async function showAlerts(request: NextRequest) {
  const customer = await requestCustomer(request)
  return alertsOf(await cms(), customer.id)
}

/** `POST /alerts` `{ tourId }` or `{ travelId }`, optional `phone` (signed in): sets the alert; the alert. */
export async function createAlert(request: NextRequest) {
  const body = await readJson(request, alertBody)
  const edition = requestEdition(request)
  const customer = await changingCustomer(request)
  const target: AlertTarget = 'tourId' in body ? { tourId: body.tourId } : { travelId: body.travelId }
  return setAlert(await cms(), customer.id, target, { phone: body.phone ?? null, edition })
}

/** `POST /alerts/activate` `{ id }` (signed in, own alert): the alert, active. */
export async function activateAlert(request: NextRequest) {
  const body = await readJson(request, alertId)
  const customer = await changingCustomer(request)
  return switchAlert(await cms(), customer.id, body.id, true)
}

/** `POST /alerts/deactivate` `{ id }` (signed in, own alert): the alert, inactive. */
export async function deactivateAlert(request: NextRequest) {
  const body = await readJson(request, alertId)
  const customer = await changingCustomer(request)
  return switchAlert(await cms(), customer.id, body.id, false)
}

/**
 * `GET /alerts/unsubscribe?alert=&signature=&edition=`: the page asking to stop the alert (no
 * sign-in: the signature is the proof); `POST` to the same address (its button, or a mail
 * client's one-click unsubscribe) stops it. A link that is not the site's answers 400.
 */
export async function unsubscribeByLink(request: NextRequest) {
  const edition = requestEdition(request)
  const { searchParams } = request.nextUrl
  const alert = signedAlertId(searchParams.get('alert'), searchParams.get('signature'))
  const subject = alert === null ? null : await alertSubject(await cms(), alert, edition)
  let view: UnsubscribeView = { kind: 'invalid' }
  if (alert !== null && subject !== null) {
    if (request.method === 'POST' && (await deactivateByLink(await cms(), alert))) view = { kind: 'done', subject }
    else if (request.method !== 'POST') view = { kind: 'question', subject, action: `${request.nextUrl.pathname}${request.nextUrl.search}` }
  }
  const siteHref = absoluteUrl(edition, href('index', {}, edition) || '/')
  return new NextResponse(unsubscribePage(edition, view, siteHref), {
    status: view.kind === 'invalid' ? 400 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  })
}
