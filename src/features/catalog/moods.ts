/** Mood colours of a travel (spec 000 §9 design tokens). */
export const MOODS = ['nature', 'relax', 'history', 'culture', 'party'] as const
export type Mood = (typeof MOODS)[number]
