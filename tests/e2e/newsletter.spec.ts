import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { customerMail } from './customer-mail'
import { signInCode } from '../support/mail-catcher'

// The browser reports the answers the flow expects: a new e-mail's check (400) and the failures the tests make up.
test.use({ expectedConsoleErrors: [/status of (400 \(Bad Request\)|500 \(Internal Server Error\)|503 \(Service Unavailable\))/] })

const ACTIVATED = 'Notifiche attivate! Riceverai la nostra newsletter.'
const CONFIRMATION_SENT = 'Ci siamo quasi: apri l’e-mail che ti abbiamo inviato e conferma l’iscrizione.'

/** Scrolls to the footer's form (in the cached HTML for everyone) and waits for it to hydrate, which it does once near the viewport. */
async function hydratedForm(page: Page) {
  const form = page.locator('.site-footer__newsletter')
  await expect(form.locator('form.newsletter-form')).toBeAttached()
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('[data-island="newsletterForm"]')).toHaveAttribute('data-hydrated', 'true')
  return form
}

/** The footer's form on the Italian home page, ready to use. */
async function newsletterForm(page: Page) {
  await page.goto('/it')
  const form = await hydratedForm(page)
  return {
    field: form.getByLabel('La tua e-mail'),
    submit: form.getByRole('button', { name: 'Iscriviti' }),
    status: form.locator('#newsletter-status'),
  }
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations).toEqual([])
}

const { mailTo, signInByApi } = customerMail()

const newsletterEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'newsletter_subscribe'))

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`newsletter at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a signed-in customer subscribes directly; the form then shows they are subscribed', async ({ page }) => {
      const email = `nl-signed-in-${width}-${Date.now()}@example.com`
      await signInByApi(page.request, email)
      const { field, submit, status } = await newsletterForm(page)
      await expect(field).toHaveValue(email)
      await expect(field).toHaveAttribute('readonly', '')
      await expect(submit).toBeEnabled()
      await expectNoAxeViolations(page, '.site-footer__newsletter')
      await submit.click()
      await expect(status).toHaveText(ACTIVATED)
      await expect(submit).toBeDisabled()
      expect(await newsletterEvents(page)).toEqual([{ event: 'newsletter_subscribe', status: 'subscribed' }])

      // Already subscribed: the success shows straight away and the button stays off.
      await page.reload()
      await hydratedForm(page)
      await expect(status).toHaveText(ACTIVATED)
      await expect(submit).toBeDisabled()
      // The footer's HTML is the same cached one for everyone.
      expect(await (await page.request.get('/it')).text()).not.toContain(email)
    })

    test('a known e-mail signs in with the mailed code, then is subscribed', async ({ page, request }) => {
      const email = `nl-known-${width}-${Date.now()}@example.com`
      await signInByApi(request, email)
      const { field, submit, status } = await newsletterForm(page)
      await expect(submit).toBeDisabled()
      await field.fill(email.toUpperCase())
      await expect(field).toHaveValue(email)
      await submit.click()

      const dialog = page.getByRole('dialog', { name: 'Accedi' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(`Abbiamo inviato un codice di 6 cifre a ${email}.`)).toBeVisible()
      await expectNoAxeViolations(page, 'dialog.sign-in')
      const code = signInCode(await mailTo(email, 2))!
      await dialog.getByRole('textbox', { name: 'Cifra 1 di 6' }).click()
      await page.keyboard.type(code, { delay: 40 })
      await expect(dialog).toBeHidden()

      await expect(status).toHaveText(ACTIVATED)
      await expect(field).toHaveAttribute('readonly', '')
      await expect(submit).toBeDisabled()
      expect(await newsletterEvents(page)).toEqual([{ event: 'newsletter_subscribe', status: 'subscribed' }])
      const me = await page.request.get('/api/v1/backoffice/users/me')
      expect(((await me.json()) as { data: { acceptedFlags: { newsletter: boolean } } }).data.acceptedFlags.newsletter).toBe(true)
    })

    test('a new e-mail is registered, the field empties, and the mailed link confirms the subscription once', async ({ page }) => {
      const email = `nl-new-${width}-${Date.now()}@example.com`
      const { field, submit, status } = await newsletterForm(page)
      await field.pressSequentially(email, { delay: 10 })
      await submit.click()
      await expect(status).toHaveText(CONFIRMATION_SENT)
      await expect(field).toHaveValue(email)
      await expect(field).toHaveValue('')
      await expect(status).toHaveText(CONFIRMATION_SENT)
      await expect(submit).toBeDisabled()
      expect(await newsletterEvents(page)).toEqual([{ event: 'newsletter_subscribe', status: 'pending_confirmation' }])

      const mail = await mailTo(email, 1)
      expect(mail.subject).toContain('Conferma la tua iscrizione')
      const link = mail.text!.match(/https?:\/\/\S+\/api\/v1\/newsletter\/confirm\?\S+/)![0]
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'))
      await page.goto(link)
      await expect(page.locator('.toast--success')).toHaveText('La tua iscrizione alla newsletter è confermata. Benvenuto a bordo!')
      await expect(page).toHaveURL(/\/it$/)

      await page.goto(link)
      await expect(page.locator('.toast--error')).toContainText('Questo link di conferma non è più valido.')
    })

    test('a failed check marks the e-mail invalid with an alert that editing resets; a failed registration shows an error toast', async ({
      page,
    }) => {
      const { field, submit, status } = await newsletterForm(page)
      await page.route('**/api/v1/users/validate-email', (route) =>
        route.fulfill({ status: 500, json: { key: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', extra: {} } }),
      )
      await field.fill('someone@example.com')
      await submit.click()
      await expect(status.getByRole('alert')).toHaveText('La email non è nel formato corretto')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page, '.site-footer__newsletter')
      await field.press('End')
      await field.press('Backspace')
      await expect(status.getByRole('alert')).toHaveCount(0)
      await expect(field).not.toHaveAttribute('aria-invalid')

      await page.unroute('**/api/v1/users/validate-email')
      await page.route('**/api/v1/newsletter/register*', (route) =>
        route.fulfill({ status: 503, json: { key: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.', extra: {} } }),
      )
      await field.fill(`nl-failed-${width}-${Date.now()}@example.com`)
      await field.press('Enter')
      await expect(page.locator('.toast--error')).toHaveText('Qualcosa è andato storto. Riprova.')
      await expect(status).toHaveText('')
      await expect(submit).toBeEnabled()
      expect(await newsletterEvents(page)).toEqual([])
    })
  })
}

test.describe('the mobile menu’s user area (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('shows the login entry to visitors, and the customer’s area with Logout once signed in', async ({ page }) => {
    await page.goto('/it')
    await expect(page.locator('dialog.sign-in')).toBeAttached()
    // The menu button works once the header's navigation has hydrated.
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    const drawer = page.locator('#main-nav .main-nav__extra')
    await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Profilo' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Gestisci comunicazioni' })).toHaveCount(0)
    await drawer.getByRole('link', { name: 'Accedi' }).click()
    await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible()
    await page.keyboard.press('Escape')

    const email = `nl-drawer-${Date.now()}@example.com`
    await signInByApi(page.request, email)
    await page.reload()
    await expect(page.locator('dialog.sign-in')).toBeAttached()
    // The menu button works once the header's navigation has hydrated.
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    await expect(drawer.getByText(email)).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeHidden()
    // The site's own account pages (no ACCOUNT_URL): partnership is the external account site's alone.
    for (const name of ['Profilo', 'Gestisci prenotazioni', 'Avvisi', 'Gestisci comunicazioni'])
      await expect(drawer.getByRole('link', { name })).toBeVisible()
    // Logout signs out of the site, then `POST /logout` (the provider opened no session: a sign-in by code) leads home.
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/logout')
    await drawer.getByRole('button', { name: 'Logout' }).click()
    expect([(await loggedOut).request().method(), (await loggedOut).status()]).toEqual(['POST', 200])
    await page.waitForURL(/\/it$/)
    await expect(page.locator('dialog.sign-in')).toBeAttached()
    // The menu button works once the header's navigation has hydrated.
    await expect(page.locator('#main-nav')).toHaveAttribute('data-ready', 'true')
    await page.getByRole('button', { name: 'Apri il menu' }).click()
    await expect(drawer.getByRole('link', { name: 'Accedi' })).toBeVisible()
    await expect(drawer.getByText(email)).toHaveCount(0)
  })
})
