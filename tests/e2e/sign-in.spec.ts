import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { EDITION_CODES, EDITIONS } from '../../src/editions/editions'
import { adminAuth } from './api-client'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

const { mailsTo, signInByApi } = customerMail()

// The browser reports the answers the flow expects: a new e-mail (400) and a wrong code (401).
test.use({ expectedConsoleErrors: [/status of (400 \(Bad Request\)|401 \(Unauthorized\))/] })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog.sign-in').analyze()
  expect(results.violations).toEqual([])
}

async function codeFromMail(email: string) {
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const code = signInCode(mailsTo(email).at(-1)!)
  expect(code).toMatch(/^\d{6}$/)
  return code!
}

/** A different six-digit code than the right one. */
const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))

async function pasteCode(page: Page, code: string) {
  await page
    .locator('.code-box__digit')
    .first()
    .evaluate((input, text) => {
      const data = new DataTransfer()
      data.setData('text', text)
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, code)
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Cifra 1 di 6' }).click()
  await page.keyboard.type(code, { delay: 40 })
}

/** Opens the sign-in: the header's login entry goes through the identity provider and back to this page's dialog. */
async function openSignIn(page: Page, providerCalls: string[]) {
  page.on('request', (request) => providerCalls.push(request.url()))
  const login = page.getByRole('link', { name: 'Accedi' })
  await expect(login).toBeVisible()
  await login.click()
  await expect(page).toHaveURL(/\/it\?sign-in=[\w-]+$/)
  const dialog = page.getByRole('dialog', { name: 'Accedi' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The header's Logout: out of the site, then of the provider (its end-session page confirms), back on the home page by `/`. */
async function logOut(page: Page) {
  await page.locator('.user-area__summary').click()
  const providerSignOut = page.waitForResponse(/\/api\/oidc\/session\/end\/confirm/)
  await page.getByRole('button', { name: 'Logout' }).click()
  expect((await providerSignOut).status()).toBe(303)
  await page.waitForURL(/\/it$/)
  await expect(page.locator('dialog.sign-in')).toBeAttached()
}

for (const { width, height, enter } of [
  { width: 375, height: 740, enter: typeCode },
  { width: 1280, height: 800, enter: pasteCode },
]) {
  test.describe(`sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a new customer signs up through the identity provider with the mailed code, stays signed in on the cached page and logs out', async ({
      page,
      context,
    }) => {
      const email = `new-customer-${width}-${Date.now()}@example.com`
      const providerCalls: string[] = []
      await page.goto('/it')
      const dialog = await openSignIn(page, providerCalls)
      // The authorization-code flow with PKCE (S256) and the four scopes.
      const authorize = new URL(providerCalls.find((url) => url.includes('/api/oidc/auth?'))!)
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
      expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access')
      expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/login\/redirect$/)

      await dialog.getByLabel('E-mail').fill('not-an-email')
      await dialog.getByRole('button', { name: 'Continua' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('La email non è nel formato corretto')

      await dialog.getByLabel('E-mail').fill(`  ${email.toUpperCase()} `)
      await dialog.getByRole('button', { name: 'Continua' }).click()
      const send = dialog.getByRole('button', { name: 'Invia il codice' })
      await expect(send).toBeDisabled()
      await expectNoAxeViolations(page)
      await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
      await send.click()

      await expect(dialog.getByText(`Abbiamo inviato un codice di 6 cifre a ${email}.`)).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Cifra 1 di 6' })).toBeFocused()
      await expect(dialog.getByText(/Potrai chiedere un nuovo codice tra \d+ secondi/)).toBeVisible()
      await expectNoAxeViolations(page)
      const code = await codeFromMail(email)

      await enter(page, wrongCode(code))
      await expect(dialog.getByRole('alert')).toHaveText('Il codice è errato')
      await page.getByRole('textbox', { name: 'Cifra 6 di 6' }).focus()
      await page.keyboard.press('Backspace')
      await expect(dialog.getByRole('alert')).toHaveCount(0)
      await expect(page.getByRole('textbox', { name: 'Cifra 6 di 6' })).toHaveValue('')
      await expect(page.getByRole('textbox', { name: 'Cifra 5 di 6' })).toBeFocused()

      await enter(page, code)
      // The provider resumes, answers the site's callback with a code, and the visitor is back on the page.
      await expect(page).toHaveURL(/\/it$/)
      expect(providerCalls.some((url) => /\/login\/redirect\?code=/.test(url))).toBe(true)
      await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
      await expect(page.getByRole('link', { name: 'Accedi' })).toBeHidden()
      expect(await page.evaluate(() => window.dataLayer?.some((event) => event.event === 'account_id'))).toBe(true)

      // The state comes from the cookies: the page's HTML is the cached one, with no customer in it.
      await page.reload()
      await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
      const html = await (await page.request.get('/it')).text()
      expect(html).not.toContain(email)
      expect(html).toContain('user-area__login')

      // The access token gone (as after its 15 minutes), the refresh token gets a new one.
      await context.clearCookies({ name: 'auth.access' })
      await page.reload()
      await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
      expect((await context.cookies()).some((cookie) => cookie.name === 'auth.access')).toBe(true)

      await logOut(page)
      await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible()
      await expect(page.locator('.user-area')).toHaveCount(0)
      // The provider's session is over: signing in again asks who it is.
      await openSignIn(page, [])
    })
  })
}

test('an existing customer signs in with the code; Escape closes the dialog and focus goes to the login entry', async ({ page }) => {
  const email = `existing-customer-${Date.now()}@example.com`
  await page.goto('/it')
  let dialog = await openSignIn(page, [])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/it$/)
  // Opened by the address, nothing had the focus before: it goes to the header's own login entry.
  await expect(page.locator('.site-header__actions [data-island="userMenu"] > a.user-area__login')).toBeFocused()

  dialog = await openSignIn(page, [])
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continua' }).click()
  await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
  await dialog.getByRole('button', { name: 'Invia il codice' }).click()
  await pasteCode(page, await codeFromMail(email))
  await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
  await logOut(page)

  // Known now: no consent step, the code straight away.
  dialog = await openSignIn(page, [])
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continua' }).click()
  await expect(dialog.getByText(`Abbiamo inviato un codice di 6 cifre a ${email}.`)).toBeVisible()
})

test('the user area is rendered in place: the served login entry hydrates as it is, then gives its place to the customer’s menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/it', { waitUntil: 'domcontentloaded' })
  const userArea = page.locator('.site-header__actions > [data-island="userMenu"]')
  const mobileArea = page.locator('#main-nav [data-island="mobileUserMenu"]')
  const served = await userArea.locator('> a.user-area__login').elementHandle()
  await expect(userArea).toHaveAttribute('data-hydrated', 'true')
  await expect(mobileArea).toHaveAttribute('data-hydrated', 'true')
  // Hydrated, not drawn again elsewhere: the element the server sent, still in the header's user area.
  expect(await served!.evaluate((login) => login.isConnected && login.parentElement?.dataset.island === 'userMenu')).toBe(true)
  await expect(page.locator('.user-area__login')).toHaveCount(2)

  const email = `in-place-${Date.now()}@example.com`
  await signInByApi(page.request, email)
  await page.reload()
  await expect(userArea.locator('> details.user-area > summary.user-area__summary')).toContainText(email)
  await expect(mobileArea.locator('> .mobile-user-area__customer')).toContainText(email)
  await expect(page.locator('.user-area__login')).toHaveCount(0)
})

test('a back-office account is signed out right after signing in', async ({ page, request }) => {
  const email = `backoffice-${Date.now()}@example.com`
  const created = await request.post('/api/customers', {
    headers: await adminAuth(request),
    data: { email, isAdmin: true, acceptedFlags: { privacy: true } },
  })
  expect(created.status()).toBe(201)
  await page.goto('/it')
  const dialog = await openSignIn(page, [])
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Continua' }).click()
  const callback = page.waitForResponse(/\/login\/redirect\?code=/)
  await pasteCode(page, await codeFromMail(email))
  expect(await (await callback).headerValue('set-cookie')).toContain('auth.signed-in=1')
  await expect(page).toHaveURL(/\/it$/)
  // The callback signed the account in; the page's session check finds a back-office account and signs it out.
  const signedIn = async () => (await page.context().cookies()).some((cookie) => cookie.name === 'auth.signed-in')
  await expect.poll(signedIn).toBe(false)
  await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible()
  await expect(page.locator('.user-area')).toHaveCount(0)
})

test('every edition signs in through the identity provider, in its own language, back on the page it started from', async ({ page }) => {
  for (const edition of EDITION_CODES) {
    const { language } = EDITIONS[edition]
    const catalogue = async <T>(path: string) =>
      ((await import(`../../src/editions/messages/${path}.json`, { with: { type: 'json' } })) as { default: T }).default
    const { header } = await catalogue<{ header: { login: string } }>(language)
    const { account } = await catalogue<{ account: { title: string; emailLabel: string } }>(`on-demand/${language}`)
    await page.goto(`/${edition}`)
    const home = new URL(page.url()).pathname
    const login = page.getByRole('link', { name: header.login, exact: true })
    await expect(login).toBeVisible()
    await login.click()
    await expect(page).toHaveURL(new RegExp(`${home}\\?sign-in=[\\w-]+$`))
    const dialog = page.getByRole('dialog', { name: account.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(account.emailLabel)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
})
