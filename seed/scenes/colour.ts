import type { SceneKind, TimeOfDay } from './types'

/** Mixes two `#rrggbb` colours: `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)
  const parts = [0, 1, 2].map((index) => Math.round(channel(a, index) * (1 - amount) + channel(b, index) * amount))
  return `#${parts.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

/** The sky of each time of day: top, middle, horizon, the sun (or moon), and the light on the land. */
export const SKIES: Record<TimeOfDay, { top: string; middle: string; bottom: string; sun: string; light: string; shade: number }> = {
  dawn: { top: '#7d8fc4', middle: '#f3b5b8', bottom: '#fde3c4', sun: '#fff3d9', light: '#f6c9b8', shade: 0.18 },
  noon: { top: '#3f8fd8', middle: '#86c2ee', bottom: '#dcf0fb', sun: '#fffbe6', light: '#ffffff', shade: 0 },
  sunset: { top: '#4a2f6b', middle: '#e0665a', bottom: '#ffc27a', sun: '#ffdf8a', light: '#e8845c', shade: 0.3 },
  night: { top: '#060d24', middle: '#16255a', bottom: '#34477f', sun: '#f4f1de', light: '#1b2550', shade: 0.62 },
}

/** The land of each kind, far to near, and an accent (snow, sea, sand, windows). */
export const LANDS: Record<SceneKind, { far: string; middle: string; near: string; accent: string }> = {
  mountains: { far: '#8a9bb8', middle: '#5b6f8e', near: '#3e6b4a', accent: '#f7fbff' },
  volcano: { far: '#7f7a86', middle: '#4d4650', near: '#3d5a3a', accent: '#c9c4c8' },
  dunes: { far: '#e8b978', middle: '#d8974f', near: '#c07a36', accent: '#f6d39a' },
  coast: { far: '#4f8d6a', middle: '#2b88b8', near: '#f0d9a4', accent: '#bfe8f5' },
  forest: { far: '#6c9a7a', middle: '#2f6b45', near: '#1d4a2f', accent: '#8fbf7a' },
  jungle: { far: '#5e9a6a', middle: '#2f7a3f', near: '#1f5a2a', accent: '#9ccf6a' },
  savannah: { far: '#b8a06a', middle: '#d9b15b', near: '#b8893a', accent: '#5b4a2a' },
  ice: { far: '#c9dcef', middle: '#2f5f8a', near: '#eef5fb', accent: '#a9cbe8' },
  terraces: { far: '#6f9a78', middle: '#7fb35a', near: '#4e8f3a', accent: '#b9dc7c' },
  city: { far: '#7b86a3', middle: '#4a5473', near: '#2e3447', accent: '#ffd86b' },
  lake: { far: '#5f7f6a', middle: '#3b7fa8', near: '#3d6b45', accent: '#9ec9de' },
  canyon: { far: '#d98b5f', middle: '#b35a34', near: '#8a3f22', accent: '#e9b58a' },
  hills: { far: '#8fb88a', middle: '#6aa05a', near: '#4d8442', accent: '#e7d37a' },
}

/** Tones a variant pulls the land towards, so pictures of one kind differ. */
const VARIANT_TONES = ['#000000', '#6b8f3a', '#a0522d', '#3a5a8a', '#8a6a9a', '#c8a040']

/** A land colour as the time of day lights it, tinted by the variant. */
export function lit(colour: string, time: TimeOfDay, variant: number): string {
  const sky = SKIES[time]
  const toned = variant === 0 ? colour : mix(colour, VARIANT_TONES[variant % VARIANT_TONES.length]!, 0.14 + (variant % 3) * 0.04)
  const warmed = mix(toned, sky.light, 0.12)
  return mix(warmed, '#0a1030', sky.shade)
}
