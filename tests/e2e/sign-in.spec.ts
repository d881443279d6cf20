import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'
import { signInCode, startMailCatcher } from './mail-catcher'

let catcher: Awaited<ReturnType<typeof startMailCatcher>>

test.beforeAll(async () => {
  catcher = await startMailCatcher(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await catcher?.stop()
})

// The browser reports the answers the flow expects: a new e-mail (400) and a wrong code (401).
test.use({ expectedConsoleErrors: [/status of (400 \(Bad Request\)|401 \(Unauthorized\))/] })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog.sign-in').analyze()
  expect(results.violations).toEqual([])
}

async function codeFromMail(email: string) {
  await expect.poll(() => catcher.mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const code = signInCode(catcher.mailsTo(email).at(-1)!)
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

for (const { width, height, enter } of [
  { width: 375, height: 740, enter: typeCode },
  { width: 1280, height: 800, enter: pasteCode },
]) {
  test.describe(`sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('a new customer signs in with the mailed code, stays signed in on the cached page and logs out', async ({ page }) => {
      const email = `new-customer-${width}-${Date.now()}@example.com`
      await page.goto('/it')
      // The dialog's code loads at the first idle moment; until then the entry is a link to the account site.
      await expect(page.locator('dialog.sign-in')).toBeAttached()
      const login = page.getByRole('link', { name: 'Accedi' })
      await login.click()
      const dialog = page.getByRole('dialog', { name: 'Accedi' })
      await expect(dialog).toBeVisible()

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
      await expect(dialog).toBeHidden()
      await expect(page.locator('.user-area__summary')).toBeFocused()
      await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
      await expect(login).toBeHidden()
      expect(await page.evaluate(() => window.dataLayer?.some((event) => event.event === 'account_id'))).toBe(true)

      // The state comes from the cookies: the page's HTML is the cached one, with no customer in it.
      await page.reload()
      await expect(page.locator('.user-area__label').filter({ hasText: email })).toHaveCount(1)
      const html = await (await page.request.get('/it')).text()
      expect(html).not.toContain(email)
      expect(html).toContain('user-area__login')

      await page.locator('.user-area__summary').click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(login).toBeVisible()
      await expect(page.locator('.user-area')).toHaveCount(0)
      await page.reload()
      await expect(page.locator('dialog.sign-in')).toBeAttached()
      await expect(login).toBeVisible()
    })
  })
}

test('Escape closes the dialog and focus goes back to the login entry', async ({ page }) => {
  await page.goto('/it')
  await expect(page.locator('dialog.sign-in')).toBeAttached()
  const login = page.getByRole('link', { name: 'Accedi' })
  await login.click()
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeHidden()
  await expect(login).toBeFocused()
})
