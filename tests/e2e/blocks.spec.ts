import { adminAuth, createPage, uniqueSlug } from './api-client'
import { expect, test } from './fixtures'

test.describe('interactive blocks', () => {
  test('the FAQ accordion opens and its tabs filter categories', async ({ page }) => {
    await page.goto('/en')
    const faq = page.locator('[data-block-type="faq"]')
    await faq.scrollIntoViewIfNeeded()
    await expect(faq).toHaveAttribute('data-hydrated', 'true')
    const question = faq.getByText('Can I travel alone?')
    const answer = faq.getByText('most of our travellers set off alone')
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
    await faq.getByRole('tab', { name: 'On the trip' }).click()
    await expect(faq.getByRole('tab', { name: 'On the trip' })).toHaveAttribute('aria-selected', 'true')
    await expect(question).toBeHidden()
    await expect(faq.getByText('How many people are in a group?')).toBeVisible()
    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowLeft')
    await expect(faq.getByRole('tab', { name: 'Booking' })).toBeFocused()
  })

  test('the carousel slides with its buttons and dots (the home’s top sellers: a listing drawn by the carousel island)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en')
    const carousel = page.locator('[data-block-type="listing"][data-hydration="visible"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-hydrated', 'true')
    const next = carousel.getByRole('button', { name: 'Next slides' })
    const previous = carousel.getByRole('button', { name: 'Previous slides' })
    await expect(previous).toBeDisabled()
    const track = carousel.locator('.b-carousel__track')
    const before = await track.evaluate((element) => getComputedStyle(element).transform)
    await next.click()
    await expect(previous).toBeEnabled()
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).transform)).not.toBe(before)
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Go to slide 1' }).click()
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
  })

  test('the list carousel is plain HTML with no island', async ({ page, request }) => {
    const media = await request.get('/api/media?limit=1&depth=0', { headers: await adminAuth(request) })
    const image = ((await media.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
    const slug = uniqueSlug('list-carousel')
    const slides = ['One', 'Two', 'Three'].map((title) => ({ image, title }))
    await createPage(request, 'en', {
      title: 'List carousel',
      slug,
      blocks: [{ blockType: 'carousel', type: 'list', title: 'Ideas', slides }],
    })
    await page.goto(`/en/${slug}`)
    const list = page.locator('[data-block-type="carousel"][data-hydration="none"]')
    await expect(list.locator('.b-carousel__slide')).toHaveCount(3)
    await expect(list.getByRole('button')).toHaveCount(0)
  })
})
