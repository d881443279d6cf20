/**
 * What a phone's browser fetches and lays out, per page kind: the JavaScript requested before the
 * page's first idle moment (all of it, and the product's own part of it), and for the home page
 * also once that moment's hydration settled and after scrolling to the bottom; the travel page's
 * departure calendar's height on a phone. Bytes and sizes: one run each, they do not vary.
 */
import { chromium, type Browser } from '@playwright/test'
import { frameworkScripts, ownScripts } from '../tests/support/framework-scripts'
import type { PageKind } from '../tests/support/page-kinds'
import { openAtFirstIdle, scriptsBeforeIdle, totalDecoded, totalTransferred, type ScriptLoad } from '../tests/support/page-scripts'
import type { Report } from './bench-pages'

/** The phone the JavaScript figures are taken on (the budgets' width). */
const PHONE = { width: 390, height: 844 }
/** The phone the calendar's height is taken on. */
const SMALL_PHONE = { width: 375, height: 812 }

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })

function reportScripts(report: Report, label: string, scripts: ScriptLoad[]) {
  report(`js_requests_${label}`, scripts.length, 'requests')
  report(`js_bytes_${label}`, totalTransferred(scripts), 'bytes (compressed)')
  report(`js_bytes_${label}_uncompressed`, totalDecoded(scripts), 'bytes')
}

/** The home page's scripts before idle, once its first idle settled, and after scrolling to the bottom. */
async function homeScripts(browser: Browser, url: string, report: Report) {
  const page = await browser.newPage({ viewport: PHONE })
  const { scripts } = await openAtFirstIdle(page, url)
  reportScripts(
    report,
    'before_idle',
    (await scripts()).filter((script) => script.beforeIdle),
  )
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForLoadState('networkidle')
  reportScripts(report, 'first_idle_settled', await scripts())
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(80)
  }
  await page.waitForLoadState('networkidle')
  reportScripts(report, 'after_scroll', await scripts())
  await page.close()
}

/** Each page kind's scripts requested before its first idle moment, and the product's own part of them. */
async function beforeIdlePerKind(browser: Browser, base: string, kinds: Record<PageKind, string>, report: Report) {
  const framework = frameworkScripts()
  for (const [kind, path] of Object.entries(kinds)) {
    const page = await browser.newPage({ viewport: PHONE })
    const beforeIdle = await scriptsBeforeIdle(page, `${base}${path}`)
    const own = ownScripts(beforeIdle, framework)
    report(`js_${kind}_requests_before_idle`, beforeIdle.length, 'requests')
    report(`js_${kind}_bytes_before_idle`, totalTransferred(beforeIdle), 'bytes (compressed)')
    report(`js_${kind}_bytes_before_idle_uncompressed`, totalDecoded(beforeIdle), 'bytes')
    report(`js_${kind}_own_bytes_before_idle`, totalTransferred(own), 'bytes (compressed)')
    await page.close()
  }
}

/** The travel page's departure calendar on a 375×812 phone, once it hydrated (scrolled into view). */
async function calendarHeight(browser: Browser, url: string, report: Report) {
  const page = await browser.newPage({ viewport: SMALL_PHONE })
  await page.goto(url, { waitUntil: 'networkidle' })
  const calendar = page.locator('[data-block-type="calendar"]').first()
  await calendar.scrollIntoViewIfNeeded()
  await page.locator('[data-block-type="calendar"][data-hydrated="true"]').first().waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  const height = (await calendar.boundingBox())?.height ?? NaN
  report('travel_calendar_phone_height', Math.round(height), 'px')
  report('travel_calendar_phone_screens', Math.round((height / SMALL_PHONE.height) * 100) / 100, 'screens (375×812)')
  await page.close()
}

export async function javascriptBench(base: string, kinds: Record<PageKind, string>, report: Report) {
  const browser = await launch()
  try {
    await homeScripts(browser, `${base}${kinds.home}`, report)
    await beforeIdlePerKind(browser, base, kinds, report)
    await calendarHeight(browser, `${base}${kinds.travel}`, report)
  } finally {
    await browser.close()
  }
}
