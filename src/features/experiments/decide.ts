import {
  GrowthBook,
  getAutoExperimentChangeType,
  isURLTargeted,
  type AutoExperiment,
  type FeatureApiResponse,
} from '@growthbook/growthbook'

/** What visitors are told apart by (the spec's attributes, and the edition for rules by edition). */
export type VisitorAttributes = { deviceId: string; country: string; language: string; edition: string }

/** A visitor's variation of an experiment (variation 0 is the first, usually the control). */
export type Assignment = { experiment: string; variation: number }

export type ExperimentDecision = {
  /** The experiments of this address the visitor is in, with their variation. */
  assignments: Assignment[]
  /** Where to send the visitor: this address's path and query with the path of the first variation that redirects; null to stay. */
  redirectTo: string | null
}

const STAY: ExperimentDecision = { assignments: [], redirectTo: null }

/** The URL-redirect experiments that run on `url`. */
export function experimentsAt(payload: FeatureApiResponse, url: string): AutoExperiment[] {
  return (payload.experiments ?? []).filter(
    (experiment) => getAutoExperimentChangeType(experiment) === 'redirect' && isURLTargeted(url, experiment.urlPatterns ?? []),
  )
}

/** `current` with the path (and any query) of `redirect`: the site's own base, whatever origin the redirect names. */
function redirectedPath(current: URL, redirect: string): string | null {
  let target: URL
  try {
    target = new URL(redirect, current)
  } catch {
    return null
  }
  const next = new URL(current.href)
  next.pathname = target.pathname
  target.searchParams.forEach((value, name) => next.searchParams.set(name, value))
  return next.pathname === current.pathname ? null : next.pathname + next.search
}

/**
 * Which variation of each experiment on this address the visitor gets (GrowthBook's hashing of
 * the device id: the same visitor always gets the same one), and where the first variation that
 * redirects sends them. A visitor outside an experiment (its countries, its share) stays.
 */
export function decideExperiments(payload: FeatureApiResponse, attributes: VisitorAttributes, url: URL): ExperimentDecision {
  const experiments = experimentsAt(payload, url.href)
  if (experiments.length === 0) return STAY
  const growthbook = new GrowthBook({ attributes, url: url.href, features: payload.features ?? {} })
  try {
    const assignments: Assignment[] = []
    let redirectTo: string | null = null
    for (const experiment of experiments) {
      const result = growthbook.run(experiment)
      if (!result.inExperiment) continue
      assignments.push({ experiment: experiment.key, variation: result.variationId })
      const redirect = result.value.urlRedirect
      if (redirect && redirectTo === null) {
        redirectTo = redirectedPath(url, redirect)
        // Only the first experiment that sends the visitor elsewhere counts.
        if (redirectTo !== null) break
      }
    }
    return { assignments, redirectTo }
  } finally {
    growthbook.destroy()
  }
}
