/** An experiment is drafted, then running (visitors are split), then stopped (nobody is sent anywhere). */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]
