import type { Page } from '@/payload-types'

/** What the site API and the layout need to know about a page besides its blocks. */
export function pageAttributes(page: Page) {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug ?? null,
    routingKey: page.routingKey ?? null,
    hideLayout: Boolean(page.hideLayout),
    noindex: Boolean(page.noindex),
    customCss: page.customCss ?? null,
    seo: {
      title: page.meta?.title ?? null,
      description: page.meta?.description ?? null,
      image: page.meta?.image && typeof page.meta.image === 'object' ? (page.meta.image.url ?? null) : null,
    },
    updatedAt: page.updatedAt,
  }
}

/** Blocks as the site API hands them out: `{ id, blockType, content }`. */
export function apiBlocks(page: Page) {
  return (page.blocks ?? []).map(({ id, blockType, blockName: _blockName, ...content }) => ({ id: id ?? null, blockType, content }))
}
