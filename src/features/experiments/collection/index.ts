export { Experiments } from './experiments'
export { FeatureFlags } from './feature-flags'
