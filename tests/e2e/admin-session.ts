import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures'

type Credentials = { email: string; password: string }

/** Someone of the back office signs in to the admin in a browser of their own; close its context when done. */
export async function adminPage(browser: Browser, credentials: Credentials): Promise<Page> {
  const context = await browser.newContext()
  const admin = await context.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(credentials.email)
  await admin.getByLabel('Password').fill(credentials.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin).toHaveURL(/\/admin$/)
  return admin
}

/** Chooses `option` in a document's select field, then saves. */
export async function saveChoice(admin: Page, field: string, option: RegExp) {
  await admin.locator(`#field-${field} .rs__control`).click()
  await admin.locator('.rs__option', { hasText: option }).click()
  // Save is enabled once the form has taken in the new choice (a click before that is not a submit);
  // one click then saves, however long the server takes to confirm it.
  const save = admin.getByRole('button', { name: 'Save' })
  await expect(save).toBeEnabled()
  await save.click()
  await expect(admin.getByText('Updated successfully.')).toBeVisible({ timeout: 30_000 })
}
