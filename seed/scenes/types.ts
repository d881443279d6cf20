/** The landscapes a picture can show; a country's geography picks one for its cover. */
export const SCENE_KINDS = [
  'mountains',
  'volcano',
  'dunes',
  'coast',
  'forest',
  'jungle',
  'savannah',
  'ice',
  'terraces',
  'city',
  'lake',
  'canyon',
  'hills',
] as const
export type SceneKind = (typeof SCENE_KINDS)[number]

export const TIMES_OF_DAY = ['dawn', 'noon', 'sunset', 'night'] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]

/** Silhouettes drawn in the foreground. */
export const LANDMARKS = ['palm', 'pagoda', 'lighthouse', 'windmill', 'dome', 'pyramid', 'sailboat', 'balloon', 'tower'] as const
export type Landmark = (typeof LANDMARKS)[number]

/** Everything that decides a picture: the same spec draws the same picture. */
export type SceneSpec = {
  kind: SceneKind
  time: TimeOfDay
  landmark: Landmark | null
  /** Where land meets sky, as a share of the height (0.45 to 0.68). */
  horizon: number
  /** A small shift of the land's colours, so two pictures of one kind differ in tone. */
  variant: number
  /** Shapes the ridges, waves and skyline. */
  seed: number
}

/** Two pictures look alike when these match; the plan never draws one twice. */
export const signature = (spec: SceneSpec) => `${spec.kind}|${spec.time}|${spec.landmark ?? '-'}|${spec.variant}`
