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
  // A click while the form is still taking in the new choice is not a submit: click until the save is confirmed.
  await expect(async () => {
    await admin.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByText('Updated successfully.')).toBeVisible({ timeout: 2_000 })
  }).toPass()
}
