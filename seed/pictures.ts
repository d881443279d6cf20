import type { SeedImages } from './content/home'
import type { Palette } from './images'

/** The demo pictures: the home hero and one per continent, drawn locally. */
export const PICTURES: Record<keyof SeedImages, { palette: Palette; alt: string }> = {
  hero: { palette: ['#f6b26b', '#ffe6c7', '#6d8fa6', '#2f4b5c', '#fff4d6'], alt: 'Hills at sunset under a warm sky' },
  asia: { palette: ['#8ec5d6', '#e7f4f1', '#5f9e7a', '#2e6b4f', '#fff7c2'], alt: 'Green terraced hills in Asia' },
  europe: { palette: ['#9db8e8', '#e9f0fb', '#7a8fb0', '#3f4f6e', '#ffffff'], alt: 'Blue mountains and a fjord in Europe' },
  america: { palette: ['#f1a67a', '#fde3cf', '#b5653f', '#6e3420', '#fff1b8'], alt: 'Red canyon country in the Americas' },
  africa: { palette: ['#f7c873', '#fff0cc', '#c98d3a', '#7a5122', '#fff8dd'], alt: 'Golden savannah in Africa' },
  oceania: { palette: ['#6fc3df', '#d8f3fb', '#3c9bb3', '#1d6178', '#ffffff'], alt: 'Turquoise sea and islands in Oceania' },
  antarctica: { palette: ['#b9d3ee', '#f4f9ff', '#dbe8f5', '#a9c2db', '#ffffff'], alt: 'Icebergs under a pale sky in Antarctica' },
}
