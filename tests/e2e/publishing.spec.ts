import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { adminAuth, createPage, updatePage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

/** Signs in to the admin, on the suite's address or another name of the same server. */
async function signIn(page: Page, base = E2E_BASE_URL) {
  await page.goto(`${base}/admin/login`)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * Opens the live preview. A click before the admin's page is hydrated is lost, so it is clicked
 * again until the preview shows (never once it shows: a second click would close it).
 */
async function openLivePreview(page: Page) {
  const shown = page.locator('.live-preview-window--is-live-previewing')
  await expect(async () => {
    if ((await shown.count()) === 0) await page.getByRole('button', { name: /live preview/i }).click()
    await expect(shown).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/** How many pages there are, drafts included. */
async function pageCount(request: Parameters<typeof adminAuth>[0]): Promise<number> {
  const response = await request.get('/api/pages?draft=true&limit=1&depth=0', { headers: await adminAuth(request) })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A time as the admin's date picker reads it (the browser runs in UTC): "Nov 22, 2026 4:05 AM". */
function pickerTime(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
  const clock = date.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${clock}`.replace(/\s/g, ' ')
}

async function heroPage(request: Parameters<typeof createPage>[0], title: string) {
  const media = await (await request.get('/api/media?limit=1')).json()
  const slug = uniqueSlug('editor-flow')
  const doc = await createPage(request, 'en', {
    title: 'Editor flow',
    slug,
    blocks: [{ blockType: 'hero', title, image: media.docs[0].id }],
  })
  return { id: doc.id, path: `/en/${slug}` }
}

test.describe('editors publish', () => {
  test('an editor edits a block and publishes; the public page follows at once, drafts never show', async ({ page, browser, request }) => {
    const { id, path } = await heroPage(request, 'Original title')
    const visitor = await browser.newPage()
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Original title')

    await signIn(page)
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    const title = page.locator('input[name="blocks.0.title"]')
    await title.fill('Draft title only')
    // Autosave writes a draft; the public page must not change.
    await expect(page.getByText(/last saved|saved/i).first()).toBeVisible({ timeout: 15_000 })
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Original title')

    await title.fill('Published title')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Published title', { timeout: 1_000 })
    await visitor.close()
  })

  test('the live preview shows the draft of the page in its edition, at three widths', async ({ page, request }) => {
    const { id } = await heroPage(request, 'Preview original')
    await updatePage(
      request,
      id,
      'en',
      {
        blocks: [{ blockType: 'hero', title: 'Preview draft', image: (await (await request.get('/api/media?limit=1')).json()).docs[0].id }],
      },
      true,
    )
    await signIn(page)
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Preview draft')
    await page.getByRole('button', { name: 'Responsive' }).first().click()
    await page.getByRole('button', { name: 'Mobile' }).click()
    await expect
      .poll(() => page.locator('iframe').evaluate((frame) => Math.round(frame.getBoundingClientRect().width)))
      .toBeLessThanOrEqual(375)
  })

  test('the live preview works on whatever name of the server the admin is opened on, and follows the edits', async ({ page, request }) => {
    const { id } = await heroPage(request, 'Preview on another name')
    const otherName = E2E_BASE_URL.replace('//localhost:', '//127.0.0.1:')
    await signIn(page, otherName)
    await page.goto(`${otherName}/admin/collections/pages/${id}?locale=en`)
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Preview on another name')
    await page.locator('input[name="blocks.0.title"]').fill('Edited while previewing')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Edited while previewing', { timeout: 15_000 })
  })

  test('one click on “Create new” makes one page, and a new block opens with its settings shown', async ({ page, request }) => {
    const before = await pageCount(request)
    await signIn(page)
    await page.goto('/admin/collections/pages')
    await page
      .getByRole('link', { name: /create new/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    const id = /pages\/(\d+)/.exec(page.url())![1]
    try {
      await page.getByRole('button', { name: 'Add Block' }).click()
      await page.getByRole('button', { name: 'Travel listing' }).click()
      await expect(page.getByText('Visitors can filter and sort')).toBeVisible()
      await expect(page.getByText('Preset filters', { exact: true })).toBeVisible()
      expect(await pageCount(request)).toBe(before + 1)
    } finally {
      await request.delete(`/api/pages/${id}`, { headers: await adminAuth(request) })
    }
  })

  test('unpublishing and renaming a slug take effect at once', async ({ request }) => {
    const { id, path } = await heroPage(request, 'Soon renamed')
    expect((await request.get(path)).status()).toBe(200)
    const renamed = `${path.split('/').pop()}-renamed`
    await updatePage(request, id, 'en', { slug: renamed })
    expect((await request.get(path)).status()).toBe(404)
    expect((await request.get(`/en/${renamed}`)).status()).toBe(200)
    await updatePage(request, id, 'en', { _status: 'draft' })
    expect((await request.get(`/en/${renamed}`)).status()).toBe(404)
  })

  test('a scheduled publish makes a draft page public at its time, without anyone saving', async ({ page, request }) => {
    test.setTimeout(150_000)
    const slug = uniqueSlug('scheduled')
    const { id } = await createPage(request, 'en', { title: 'Scheduled page', slug, _status: 'draft' })
    expect((await request.get(`/en/${slug}`)).status()).toBe(404)

    await signIn(page)
    await page.goto(`/admin/collections/pages/${id}?locale=en`)
    await page.locator('.popup-button--size-medium').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    await page.getByText('Publish', { exact: true }).click()
    const time = page.locator('.drawer input[type=text]').first()
    await time.click()
    await time.pressSequentially(pickerTime(new Date(Date.now() + 60_000)))
    await time.press('Tab')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('.drawer').getByText('No upcoming events scheduled.')).toHaveCount(0)

    await expect.poll(async () => (await request.get(`/en/${slug}`)).status(), { timeout: 120_000, intervals: [2_000] }).toBe(200)
  })

  test('an edited image reaches the pages that show it at once', async ({ page, request }) => {
    await page.goto('/en')
    const hero = page.locator('.b-hero__image')
    const src = await hero.getAttribute('src')
    const filename = src!
      .split('/')
      .pop()!
      .replace(/-\d+x\d+(?=\.webp$)/, '')
    const media = await (await request.get(`/api/media?where[filename][equals]=${filename}&locale=en`)).json()
    const { id, localizedAlt } = media.docs[0] as { id: number; localizedAlt: string }
    const headers = await adminAuth(request)
    // The English edition's own text for the picture.
    const describe = (text: string) => request.patch(`/api/media/${id}?locale=en`, { headers, data: { localizedAlt: text } })
    try {
      expect((await describe('Hills at dusk, freshly described')).ok()).toBe(true)
      await page.reload()
      await expect(hero).toHaveAttribute('alt', 'Hills at dusk, freshly described')
    } finally {
      await describe(localizedAlt)
    }
  })

  test('the preview entrance refuses visitors who are not signed in', async ({ request }) => {
    const response = await request.get('/preview?path=/en', { maxRedirects: 0 })
    expect(response.status()).toBe(401)
    expect(await response.json()).toMatchObject({ key: 'UNAUTHORIZED' })
  })

  test('the header of an edition is edited in the admin: menu rows carry their labels', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/globals/header?locale=de')
    await expect(page.getByRole('heading', { name: /Main navigation/ })).toBeVisible()
    // Rows are titled by their label, not "Item 01".
    await expect(page.locator('.array-field').first()).toContainText('Reiseziele')
  })
})
