/** Flag images of the country menu (20 px, by icon name), served from /flags/{icon}.svg. */
export const FLAG_ICONS = ['it', 'es', 'fr', 'de', 'gb', 'us', 'world'] as const

export const FLAG_SIZE_PX = 20

export function flagSrc(icon: string): string {
  return `/flags/${(FLAG_ICONS as readonly string[]).includes(icon) ? icon : 'world'}.svg`
}
