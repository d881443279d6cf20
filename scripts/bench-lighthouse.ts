/**
 * Lighthouse's mobile performance run (its defaults: a mid-range phone, simulated slow 4G and a
 * 4x slower CPU) on the home and a travel page, in Debian's Chromium. Lighthouse simulates from
 * the CPU time it observed, which varies on a busy 2-core machine (single runs of one page range
 * over 700 ms): each page is measured `RUNS` times and the median and range reported.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Report } from './bench-pages'

const RUNS = 5
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

async function mobileRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    if (!result) throw new Error(`lighthouse gave no result for ${url}`)
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN
    return {
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    }
  } finally {
    await chrome.kill()
  }
}

/** LCP, FCP, TBT and CLS of each page as Lighthouse's mobile run measures them. */
export async function lighthouseBench(base: string, pages: Record<string, string>, report: Report) {
  for (const [kind, path] of Object.entries(pages)) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const measured = await mobileRun(`${base}${path}`).catch((error: unknown) => {
        console.error(`▸ lighthouse run of ${path} failed: ${error instanceof Error ? error.message : error}`)
        return null
      })
      // A run without an LCP (Lighthouse could not trace the page) is left out of the medians.
      if (measured && Number.isFinite(measured.lcp)) runs.push(measured)
    }
    const lcps = runs.map((run) => run.lcp)
    report(`lighthouse_${kind}_mobile_runs`, runs.length, 'runs')
    report(`lighthouse_${kind}_mobile_lcp`, Math.round(median(lcps)), 'ms')
    report(`lighthouse_${kind}_mobile_lcp_min`, Math.round(Math.min(...lcps)), 'ms')
    report(`lighthouse_${kind}_mobile_lcp_max`, Math.round(Math.max(...lcps)), 'ms')
    report(`lighthouse_${kind}_mobile_fcp`, Math.round(median(runs.map((run) => run.fcp))), 'ms')
    report(`lighthouse_${kind}_mobile_tbt`, Math.round(median(runs.map((run) => run.tbt))), 'ms')
    report(`lighthouse_${kind}_mobile_cls`, median(runs.map((run) => run.cls)), '')
  }
}
