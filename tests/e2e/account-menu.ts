import type { Page } from '@playwright/test'

/** Opens the header's account menu (the mobile drawer on a phone) and follows one of its links. */
export async function openFromAccountMenu(page: Page, width: number, name: string) {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open the menu' }).click()
    // The customer's own area, drawn once the session has loaded (the cached links before it are the visitor's).
    await page.locator('#main-nav .mobile-user-area__customer').getByRole('link', { name }).click()
    return
  }
  // By keyboard: the menu is a disclosure, its links ordinary links.
  await page.locator('.user-area__summary').focus()
  await page.keyboard.press('Enter')
  await page.locator('.user-area__menu').getByRole('link', { name }).focus()
  await page.keyboard.press('Enter')
}
