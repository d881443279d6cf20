import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { adminAuth, travelWithDepartures, uniqueSlug } from './api-client'
import { customerMail } from './customer-mail'
import { expect, test } from './fixtures'

// The browser reports the refusals of the calls the other page sends (and the missing favicon of an answer it shows).
test.use({ expectedConsoleErrors: [/status of (403|404|405|415) /] })

const { signInByApi } = customerMail()

/** Another site on this host (another port: same site, another origin), serving one empty page. */
let elsewhere: http.Server
let elsewhereUrl: string

test.beforeAll(async () => {
  elsewhere = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Elsewhere</title><p>Elsewhere</p>')
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, 'localhost', resolve))
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}/`
})

test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())))

/** A form on the other page, posted to the site with the visitor's cookies: the status the site answers. */
async function postForm(page: Page, action: string, enctype: string, fields: Record<string, string>): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().startsWith(`${E2E_BASE_URL}${action.split('?')[0]}`))
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action, enctype })
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }))
      document.body.append(form)
      form.submit()
    },
    { action: `${E2E_BASE_URL}${action}`, enctype, fields },
  )
  const status = (await answer).status()
  await page.waitForURL((url) => url.origin === E2E_BASE_URL)
  await page.goto(elsewhereUrl)
  return status
}

/** A `no-cors` fetch from the other page (the answer is opaque to it): the status the site answers. */
async function sendNoCors(page: Page, path: string, body?: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url() === `${E2E_BASE_URL}${path}`)
  await page.evaluate(
    ({ url, body }) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(() => undefined),
    { url: `${E2E_BASE_URL}${path}`, body },
  )
  return (await answer).status()
}

test('a page of another origin cannot use the signed-in customer’s or admin’s cookies to change anything', async ({ page }) => {
  const travel = await travelWithDepartures(page.request, 'en')
  await signInByApi(page.request, `elsewhere-${Date.now()}@example.com`)
  expect((await page.request.post('/api/users/login', { data: E2E_ADMIN })).ok()).toBe(true)
  const wishlist = async () => (await (await page.request.get('/api/v1/wishlist')).json()) as { data: unknown }
  const before = await wishlist()
  const slug = uniqueSlug('elsewhere')

  await page.goto(elsewhereUrl)
  // The JSON a text/plain form or fetch can carry, to the wishlist and the alerts: refused by type and origin.
  const json = JSON.stringify({ travelId: travel.id }).slice(0, -1)
  expect(await postForm(page, '/api/v1/wishlist/add', 'text/plain', { [`${json},"x":"`]: '"}' })).toBe(403)
  expect(await sendNoCors(page, '/api/v1/wishlist/add', JSON.stringify({ travelId: travel.id }))).toBe(403)
  expect(await sendNoCors(page, '/api/v1/alerts', JSON.stringify({ tourId: 1 }))).toBe(403)
  // Signing out: neither the site API's call nor /logout, by POST or by a link.
  expect(await sendNoCors(page, '/api/v1/auth/logout', '{}')).toBe(403)
  expect(await sendNoCors(page, '/logout')).toBe(403)
  const linked = page.waitForResponse(`${E2E_BASE_URL}/logout`)
  await page.evaluate((url) => void (window.location.href = url), `${E2E_BASE_URL}/logout`)
  expect((await linked).status()).toBe(405)
  await page.waitForURL((url) => url.origin === E2E_BASE_URL)
  await page.goto(elsewhereUrl)
  // A page created through Payload's REST API with the admin's cookie (a multipart form, as the admin sends it).
  const created = await postForm(page, '/api/pages?locale=en', 'multipart/form-data', {
    _payload: JSON.stringify({ title: 'Elsewhere', slug, _status: 'published' }),
  })
  expect(created).toBe(403)

  // Nothing changed: still signed in, the same wishlist, no such page.
  expect((await page.request.get('/api/v1/backoffice/users/me')).status()).toBe(200)
  expect(await wishlist()).toEqual(before)
  const pages = await page.request.get(`/api/pages?where[slug][equals]=${slug}&locale=en&draft=true`, {
    headers: await adminAuth(page.request),
  })
  expect(((await pages.json()) as { totalDocs: number }).totalDocs).toBe(0)
})
