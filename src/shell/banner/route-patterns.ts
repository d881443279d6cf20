/**
 * Which pages a banner shows on: a path matches a pattern segment by segment,
 * where `*` stands for exactly one segment. A banner shows where an include pattern matches
 * and no exclude pattern does.
 */
function segments(path: string): string[] {
  return path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean)
}

export function matchesPattern(path: string, pattern: string): boolean {
  const actual = segments(path)
  const expected = segments(pattern)
  return actual.length === expected.length && expected.every((part, index) => part === '*' || part === actual[index])
}

export type BannerRoutes = { match: readonly string[]; exclude?: readonly string[] }

export function bannerShowsOn(path: string, routes: BannerRoutes): boolean {
  return (
    routes.match.some((pattern) => matchesPattern(path, pattern)) &&
    !(routes.exclude ?? []).some((pattern) => matchesPattern(path, pattern))
  )
}

/** A pattern editors may write: `/`, or `/` + segments of letters, digits, `-_.~`, or `*`. */
export function isValidRoutePattern(pattern: string): boolean {
  return /^\/([\p{L}\p{N}._~-]+|\*)?(\/([\p{L}\p{N}._~-]+|\*))*\/?$/u.test(pattern.trim())
}
