import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { EDITION_CODES } from '../../src/editions/editions'
import { contrastRatio, luminance, type Rgb } from '../../src/lib/colour/contrast'
import { expect, test } from './fixtures'

/** WCAG AA: 4.5:1, and 3:1 for large text (24 px, or 18.66 px bold). */
const needed = (fontSize: number, bold: boolean) => (fontSize >= 24 || (bold && fontSize >= 18.66) ? 3 : 4.5)

type TextBox = { name: string; x: number; y: number; width: number; height: number; needed: number }

/**
 * The white texts over the cover (the hero's and the transparent header's), with the contrast each
 * needs; then every text is made transparent, so that a screenshot shows what is behind them.
 */
async function whiteTextsOverCover(page: Page): Promise<Array<Omit<TextBox, 'needed'> & { fontSize: number; bold: boolean }>> {
  return page.evaluate(() => {
    const boxes = []
    for (const element of document.querySelectorAll<HTMLElement>('.site-header *, .b-hero__content *')) {
      const style = getComputedStyle(element)
      const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      if (texts.length === 0) continue
      // The box of the element's own lines of text, not of its padding.
      const range = document.createRange()
      range.setStartBefore(texts[0]!)
      range.setEndAfter(texts.at(-1)!)
      const rect = range.getBoundingClientRect()
      // Visually hidden labels (1 px, clipped) name controls without showing.
      if (style.color !== 'rgb(255, 255, 255)' || element.getBoundingClientRect().width <= 1 || rect.bottom > innerHeight) continue
      boxes.push({
        name: `${element.className || element.tagName}: ${element.textContent!.trim().slice(0, 30)}`,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        fontSize: parseFloat(style.fontSize),
        bold: Number(style.fontWeight) >= 700,
      })
    }
    const hide = document.createElement('style')
    hide.textContent =
      '.site-header *, .b-hero__content * { color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important }'
    document.head.append(hide)
    return boxes
  })
}

/** The lightest pixel of a region of a screenshot: what white text over it contrasts least with. */
async function lightestPixel(png: Buffer, box: TextBox): Promise<Rgb> {
  const { data, info } = await sharp(png)
    .extract({
      left: Math.floor(box.x),
      top: Math.floor(box.y),
      width: Math.max(1, Math.floor(box.width)),
      height: Math.max(1, Math.floor(box.height)),
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let lightest: Rgb = [0, 0, 0]
  for (let at = 0; at < info.width * info.height * 3; at += 3) {
    const pixel: Rgb = [data[at]!, data[at + 1]!, data[at + 2]!]
    if (luminance(pixel) > luminance(lightest)) lightest = pixel
  }
  return lightest
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('white text over a cover picture — the hero’s and the header’s — is readable whatever the picture (WCAG AA, measured)', async ({
      page,
    }) => {
      for (const edition of EDITION_CODES) {
        await page.goto(`/${edition}`)
        await expect(page.locator('.b-hero__image').first()).toBeVisible()
        await expect
          .poll(() =>
            page
              .locator('.b-hero__image')
              .first()
              .evaluate((image: HTMLImageElement) => image.complete),
          )
          .toBe(true)
        await expect(page.locator('.site-header')).toHaveAttribute('data-transparent', 'true')
        const texts = await whiteTextsOverCover(page)
        expect(texts.map((text) => text.name).join('\n'), edition).toMatch(/b-hero__title/)
        const png = await page.screenshot()
        const failing: string[] = []
        for (const text of texts) {
          const box = { ...text, needed: needed(text.fontSize, text.bold) }
          const ratio = contrastRatio([255, 255, 255], await lightestPixel(png, box))
          if (ratio < box.needed) failing.push(`${box.name}: ${ratio.toFixed(2)}:1, needs ${box.needed}:1`)
        }
        expect(failing, `/${edition}`).toEqual([])
      }
    })
  })
}
