import type { Assignment } from './decide'

/**
 * The visitor's experiments and variations, set by the server when it first puts them in one
 * (`home-hero:1|search-test:0`), read in the browser to report `experiment_viewed` once each.
 */
export const EXPERIMENTS_COOKIE = '_experiments'
export const EXPERIMENTS_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
/** Experiments kept in the cookie at most: the most recent. */
const MAX_KEPT = 20

/** A key as the CMS or a GrowthBook server writes it, and the variation's index. */
const ENTRY = /^([A-Za-z0-9_.-]{1,80}):(\d{1,2})$/
const SEPARATOR = '|'

export function parseAssignments(value: string | null | undefined): Assignment[] {
  if (!value) return []
  return value.split(SEPARATOR).flatMap((entry) => {
    const match = ENTRY.exec(entry)
    return match ? [{ experiment: match[1]!, variation: Number(match[2]) }] : []
  })
}

export function serializeAssignments(assignments: readonly Assignment[]): string {
  return assignments
    .slice(-MAX_KEPT)
    .map(({ experiment, variation }) => `${experiment}:${variation}`)
    .filter((entry) => ENTRY.test(entry))
    .join(SEPARATOR)
}

/** `known` with `decided` in it (a changed variation replaces the old one), or null when nothing changes. */
export function mergedAssignments(known: readonly Assignment[], decided: readonly Assignment[]): Assignment[] | null {
  const changed = decided.filter(
    (assignment) => !known.some((old) => old.experiment === assignment.experiment && old.variation === assignment.variation),
  )
  if (changed.length === 0) return null
  const names = new Set(changed.map((assignment) => assignment.experiment))
  return [...known.filter((old) => !names.has(old.experiment)), ...changed]
}
