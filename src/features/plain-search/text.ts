/** Lower case, accents and apostrophes gone, punctuation as spaces (digits keep their `.` and `,`), one space between words. */
export function normalizeRequest(text: string): string {
  return text
    .slice(0, MAX_REQUEST_LENGTH)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/€/g, ' euro ')
    .replace(/(\d)[.,](?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9,.]+/g, ' ')
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A request longer than this is read up to here: what a person types fits well within it. */
export const MAX_REQUEST_LENGTH = 300

/** How many single-letter edits apart two words are (insert, delete, change, swap two neighbours), counted up to `limit` + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows = [Array.from({ length: b.length + 1 }, (_, index) => index)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1
      let cost = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + change)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, rows[i - 2]![j - 2]! + 1)
      row.push(cost)
      best = Math.min(best, cost)
    }
    if (best > limit) return limit + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** How many typing slips a word of this length may carry and still be recognised. */
export const slipsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0)
