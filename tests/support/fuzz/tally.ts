/** Requests sent, 5xx answers and every status per endpoint, for the test's summary and a benchmark's report. */
export function fuzzTally() {
  const counts = new Map<string, { requests: number; serverErrors: number; statuses: Map<number, number> }>()
  return {
    record(route: string, status: number) {
      const count = counts.get(route) ?? { requests: 0, serverErrors: 0, statuses: new Map() }
      count.requests++
      if (status >= 500) count.serverErrors++
      count.statuses.set(status, (count.statuses.get(status) ?? 0) + 1)
      counts.set(route, count)
    },
    counts,
    lines: () =>
      [...counts].map(([route, { requests, serverErrors, statuses }]) => {
        const spread = [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, times]) => `${status}: ${times}`)
          .join(', ')
        return `fuzz ${route}: ${requests} requests, ${serverErrors} 5xx (${spread})`
      }),
  }
}
