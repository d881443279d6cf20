/**
 * The search in plain words: how long reading one request takes (p50, p95, max), over requests
 * made of the pieces people combine (a place, when, a budget, how long, a style), typos included,
 * against the demo catalogue's countries named in every language.
 */
import { parseItalianRequest } from '../src/features/plain-search/parse-request'
import { DEMO_VOCABULARY } from '../tests/support/plain-search-vocabulary'

const PLACES = ['Giappone', 'giapone', 'in Perù', 'Sud-est asiatico', 'islandese', 'nuova zelanda', 'Marrocco', 'Asia', '']
const WHEN = ['ad aprile', 'a Pasqua', 'in estate', 'dal 10 al 20 maggio', 'il prossimo mese', 'tra marzo e aprile', '']
const BUDGET = ['massimo 2500 euro', 'sotto i 3000', '2.500 €', 'tra 1500 e 2500 euro', '']
const LENGTH = ['10 giorni', 'una settimana', 'weekend', '10 notti', '']
const STYLE = ['trekking', 'mare', 'on the road', 'cultura', 'già confermati', 'over 35', 'qualcosa di bello', '']
const REQUESTS = 2000

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

export function plainSearchBench(report: (name: string, value: number, unit: string) => void): void {
  const pick = <T>(items: readonly T[], index: number, step: number) => items[(index * step) % items.length]!
  const requests = Array.from({ length: REQUESTS }, (_, index) =>
    [pick(PLACES, index, 1), pick(WHEN, index, 3), pick(BUDGET, index, 7), pick(LENGTH, index, 11), pick(STYLE, index, 13)]
      .filter(Boolean)
      .join(', '),
  )
  for (const request of requests.slice(0, 100)) parseItalianRequest(request, DEMO_VOCABULARY, '2026-11-28') // warm up
  const durations = requests.map((request) => {
    const started = performance.now()
    parseItalianRequest(request, DEMO_VOCABULARY, '2026-11-28')
    return performance.now() - started
  })
  durations.sort((a, b) => a - b)
  report('plain_search_p50', percentile(durations, 0.5), 'ms')
  report('plain_search_p95', percentile(durations, 0.95), 'ms')
  report('plain_search_max', durations.at(-1)!, 'ms')
}
