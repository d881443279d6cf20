/** Mood colours of a travel (design tokens). */
export const MOODS = ['nature', 'relax', 'history', 'culture', 'party'] as const
export type Mood = (typeof MOODS)[number]
