import type { AutoExperiment, ConditionInterface, FeatureApiResponse, FeatureRule } from '@growthbook/growthbook'
import type { ExperimentStatus } from './experiment-status'

/** The attribute visitors are split by: the same device always gets the same answer. */
export const HASH_ATTRIBUTE = 'deviceId'

export type FlagDefinition = {
  key: string
  enabled?: boolean | null
  defaultValue?: unknown
  rules?: Array<{ countries?: string[] | null; editions?: string[] | null; coverage?: number | null; value?: unknown }> | null
}

export type ExperimentDefinition = {
  key: string
  name?: string | null
  status?: ExperimentStatus | null
  startsAt?: string | null
  endsAt?: string | null
  originalPath: string
  coverage?: number | null
  countries?: string[] | null
  variations?: Array<{ name?: string | null; weight?: number | null; urlRedirect?: string | null }> | null
}

/** Conditions on the visitor's attributes: every list given must hold their value. */
function condition(lists: Record<string, readonly string[] | null | undefined>): { condition?: ConditionInterface } {
  const entries = Object.entries(lists).filter(([, values]) => values && values.length > 0)
  return entries.length > 0 ? { condition: Object.fromEntries(entries.map(([name, values]) => [name, { $in: [...values!] }])) } : {}
}

/** A percentage as the SDK's share (0–1), left out at 100 %. */
const share = (percent: number | null | undefined) =>
  percent === null || percent === undefined || percent >= 100 ? {} : { coverage: Math.max(0, percent) / 100 }

function featureRules(flag: FlagDefinition): FeatureRule[] {
  return (flag.rules ?? []).map((rule, index) => ({
    id: `${flag.key}-${index + 1}`,
    ...condition({ country: rule.countries, edition: rule.editions }),
    force: rule.value ?? null,
    ...share(rule.coverage),
    hashAttribute: HASH_ATTRIBUTE,
    seed: flag.key,
  }))
}

/** Whether an experiment splits visitors at `now`: running, and within its dates when it has them. */
export function isLive(experiment: ExperimentDefinition, now: Date): boolean {
  if (experiment.status !== 'running') return false
  if (experiment.startsAt && new Date(experiment.startsAt) > now) return false
  return !(experiment.endsAt && new Date(experiment.endsAt) <= now)
}

function autoExperiment(experiment: ExperimentDefinition, siteUrl: string): AutoExperiment | null {
  const variations = experiment.variations ?? []
  const total = variations.reduce((sum, variation) => sum + Math.max(0, variation.weight ?? 0), 0)
  if (variations.length < 2 || total <= 0) return null
  const [first, second, ...rest] = variations.map((variation) => ({
    urlRedirect: variation.urlRedirect ? new URL(variation.urlRedirect, siteUrl).href : '',
  }))
  return {
    key: experiment.key,
    name: experiment.name ?? experiment.key,
    changeId: experiment.key,
    variations: [first!, second!, ...rest],
    weights: variations.map((variation) => Math.max(0, variation.weight ?? 0) / total),
    meta: variations.map((variation, index) => ({ key: String(index), name: variation.name ?? `Variation ${index}` })),
    ...share(experiment.coverage),
    ...condition({ country: experiment.countries }),
    hashAttribute: HASH_ATTRIBUTE,
    hashVersion: 2,
    seed: experiment.key,
    urlPatterns: [{ include: true, type: 'simple', pattern: experiment.originalPath }],
    persistQueryString: true,
  }
}

/**
 * The CMS's flags and experiments in the payload format of GrowthBook's SDK (what a GrowthBook
 * server's `/api/features/{clientKey}` answers): enabled flags with their rules, and the
 * URL-redirect experiments live at `now`, their destinations made absolute on `siteUrl`.
 */
export function sdkPayload(
  definitions: { flags: readonly FlagDefinition[]; experiments: readonly ExperimentDefinition[] },
  now: Date,
  siteUrl: string,
): FeatureApiResponse {
  return {
    dateUpdated: now.toISOString(),
    features: Object.fromEntries(
      definitions.flags
        .filter((flag) => flag.enabled !== false)
        .map((flag) => [flag.key, { defaultValue: flag.defaultValue ?? null, rules: featureRules(flag) }]),
    ),
    experiments: definitions.experiments.flatMap((experiment) => {
      const auto = isLive(experiment, now) ? autoExperiment(experiment, siteUrl) : null
      return auto ? [auto] : []
    }),
  }
}
