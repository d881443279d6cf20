import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import type { VisitorAttributes } from './decide'

/**
 * A feature flag's value for a visitor (GrowthBook's SDK over the definitions), null when the flag
 * is not defined (or off). A flag without rules gives its default without running the SDK: the
 * proxy asks on every page request.
 */
export function flagValue(definitions: FeatureApiResponse | null, key: string, attributes: Partial<VisitorAttributes>): unknown {
  const feature = definitions?.features?.[key]
  if (!feature) return null
  if (!feature.rules?.length) return feature.defaultValue ?? null
  const growthbook = new GrowthBook({ attributes, features: { [key]: feature } })
  try {
    return growthbook.evalFeature(key).value
  } finally {
    growthbook.destroy()
  }
}
