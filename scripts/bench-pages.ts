/**
 * Page benches: cached throughput and latency of each page kind, with and without
 * gzip, and against Next's own static route in the same run; the render time of travel pages on
 * a cache miss; the HTML weight of each page kind and of the heaviest of 100 travel pages. Each
 * prints `name: value unit` lines.
 */
import autocannon from 'autocannon'
import { gzipSync } from 'node:zlib'
import { pageKinds, travelPages } from '../tests/support/page-kinds'
import { wrkBinary, wrkLoad, type LoadResult } from './wrk-load'

export type Report = (name: string, value: number, unit: string) => void

/** The connections of the cached-throughput runs (the issue's `wrk -c32`). */
const CONNECTIONS = 32
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
/** A file Next serves itself (public/), the yardstick of the target "a cached page at least half of Next's static route". */
const STATIC_PATH = '/favicon.svg'
/** The page kinds measured against the static route. */
const RATIO_KINDS: readonly string[] = ['home', 'listing', 'travel']
/**
 * The cookies a returning browser sends with every page request: the signed-in marker, closed
 * banners, the device id and the edition (none the proxy decides by; `currency` would be).
 */
const RETURNING_BROWSER_COOKIE = 'auth.signed-in=1; closed_banners=3.7; _device_id=6f1c0a52-3b7e-4d2a-9c61-0e5f8a7b9d14; edition=it'

/** wrk when it is there or can be installed, else autocannon (in Node.js, so it takes CPU from the server: lower figures). */
async function load(url: string, gzip: boolean, seconds: number, cookie?: string): Promise<LoadResult> {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const wrk = wrkBinary()
  if (wrk) return wrkLoad(wrk, url, { connections: CONNECTIONS, seconds, gzip, headers })
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: gzip ? { ...headers, 'accept-encoding': 'gzip' } : headers,
  })
  return {
    throughput: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** A measured run at 32 connections, after a short discarded one that warms the JIT (the first request of a page renders it). */
async function warmLoad(url: string, gzip: boolean, cookie?: string): Promise<LoadResult> {
  await fetch(url).then((response) => response.arrayBuffer())
  await load(url, gzip, 3, cookie)
  return load(url, gzip, DURATION_S, cookie)
}

/**
 * Cached throughput and latency of each page kind at 32 connections, plain and gzip, under
 * `label`; for the home, a listing and a travel page, their plain throughput over the static
 * route's, measured right after each (the machine's load drifts: only neighbouring runs compare),
 * and the same with a returning browser's cookies (`_with_cookie_vs_static_ratio`).
 */
export async function cachedPageBench(base: string, report: Report, label = 'page') {
  const kinds = await pageKinds(base)
  const staticRuns: number[] = []
  for (const [kind, path] of Object.entries(kinds)) {
    for (const gzip of [false, true]) {
      const result = await warmLoad(`${base}${path}`, gzip)
      const name = `${label}_${kind}_${gzip ? 'gzip' : 'plain'}`
      report(`${name}_throughput`, result.throughput, 'req/s')
      report(`${name}_latency_p50`, result.p50, 'ms')
      report(`${name}_latency_p99`, result.p99, 'ms')
      report(`${name}_errors`, result.errors, 'responses')
      if (gzip || !RATIO_KINDS.includes(kind)) continue
      const staticRun = await warmLoad(`${base}${STATIC_PATH}`, false)
      staticRuns.push(staticRun.throughput)
      report(`${label}_${kind}_vs_static_ratio`, result.throughput / staticRun.throughput, '')
      const withCookie = await warmLoad(`${base}${path}`, false, RETURNING_BROWSER_COOKIE)
      report(`${label}_${kind}_with_cookie_throughput`, withCookie.throughput, 'req/s')
      report(`${label}_${kind}_with_cookie_errors`, withCookie.errors, 'responses')
      report(`${label}_${kind}_with_cookie_vs_static_ratio`, withCookie.throughput / staticRun.throughput, '')
    }
  }
  report(`${label}_static_throughput`, median(staticRuns), 'req/s')
}

/** The time to answer a travel page the cache does not hold yet, asked one at a time. */
export async function missRenderBench(base: string, report: Report) {
  const times: number[] = []
  for (const path of await travelPages(base, 100)) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    if (response.headers.get('x-nextjs-cache') === 'MISS') times.push(performance.now() - started)
  }
  report('travel_page_miss_renders', times.length, 'pages')
  report('travel_page_miss_render_p50', median(times), 'ms')
}

/** The HTML a visitor downloads for each page kind, as sent and gzipped, and the heaviest of 100 travel pages. */
export async function htmlWeightBench(base: string, report: Report) {
  const htmlOf = async (path: string) => Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer())
  for (const [kind, path] of Object.entries(await pageKinds(base))) {
    const html = await htmlOf(path)
    report(`${kind}_html_bytes`, html.length, 'bytes')
    report(`${kind}_html_bytes_gzip`, gzipSync(html).length, 'bytes')
  }
  let heaviest = 0
  for (const path of await travelPages(base, 100)) heaviest = Math.max(heaviest, (await htmlOf(path)).length)
  report('travel_html_bytes_max_of_100', heaviest, 'bytes')
}
