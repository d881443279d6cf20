/**
 * Lighthouse's mobile performance run (its defaults: a mid-range phone, simulated slow 4G and a
 * 4x slower CPU) on each page kind, in Debian's Chromium. Lighthouse simulates from
 * the CPU time it observed, which varies on a busy 2-core machine (single runs of one page range
 * over 700 ms): each page is measured `RUNS` times and the median and range of its score, LCP,
 * TBT and CLS reported.
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
      score: (result.lhr.categories.performance?.score ?? NaN) * 100,
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    }
  } finally {
    await chrome.kill()
  }
}

type Run = Awaited<ReturnType<typeof mobileRun>>

/** The median of a figure over the runs, and its lowest and highest as `_min` and `_max`. */
function reportRange(report: Report, name: string, values: number[], unit: string, round: (value: number) => number) {
  report(name, round(median(values)), unit)
  report(`${name}_min`, round(Math.min(...values)), unit)
  report(`${name}_max`, round(Math.max(...values)), unit)
}

const CLS_DECIMALS = (value: number) => Math.round(value * 1000) / 1000

/** The score, LCP, FCP, TBT and CLS of each page as Lighthouse's mobile run measures them. */
export async function lighthouseBench(base: string, pages: Record<string, string>, report: Report) {
  for (const [kind, path] of Object.entries(pages)) {
    const runs: Run[] = []
    for (let run = 0; run < RUNS; run++) {
      const measured = await mobileRun(`${base}${path}`).catch((error: unknown) => {
        console.error(`▸ lighthouse run of ${path} failed: ${error instanceof Error ? error.message : error}`)
        return null
      })
      // A run without an LCP (Lighthouse could not trace the page) is left out of the medians.
      if (measured && Number.isFinite(measured.lcp)) runs.push(measured)
    }
    const name = `lighthouse_${kind}_mobile`
    const figure = (key: keyof Run) => runs.map((run) => run[key])
    report(`${name}_runs`, runs.length, 'runs')
    reportRange(report, `${name}_score`, figure('score'), '', Math.round)
    reportRange(report, `${name}_lcp`, figure('lcp'), 'ms', Math.round)
    report(`${name}_fcp`, Math.round(median(figure('fcp'))), 'ms')
    reportRange(report, `${name}_tbt`, figure('tbt'), 'ms', Math.round)
    reportRange(report, `${name}_cls`, figure('cls'), '', CLS_DECIMALS)
  }
}
