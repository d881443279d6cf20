import type { RouteName } from '@/editions/route-names'
import type { Page } from '@/payload-types'

export type ShellVariant = 'default' | 'empty' | 'events' | 'hidden'

/** Routes of the events sub-brand: they always get the events layout. */
const EVENT_ROUTES: readonly RouteName[] = ['events-wemeet', 'events-city-slug', 'wemeet-by-product', 'wemeet-by-product-about']

export function isEventRoute(routeName: RouteName | null): boolean {
  return routeName !== null && EVENT_ROUTES.includes(routeName)
}

/** Which layout frames a page: hidden wins, then the events routes, then the editor's choice. */
export function shellVariant(page: Pick<Page, 'hideLayout' | 'layout'>, routeName: RouteName | null): ShellVariant {
  if (page.hideLayout) return 'hidden'
  if (isEventRoute(routeName)) return 'events'
  return page.layout === 'empty' || page.layout === 'events' ? page.layout : 'default'
}

/** The default layout's header is transparent only over a cover: a hero as the first block. */
export function headerTransparent(variant: ShellVariant, page: Pick<Page, 'blocks'>): boolean {
  return variant === 'default' && page.blocks?.[0]?.blockType === 'hero'
}
