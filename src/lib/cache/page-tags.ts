/**
 * Cache tags of page lookups: every lookup is tagged with its key (slug in an edition, or routing
 * key), so publishing, unpublishing or renaming expires both the old and the new address. All of
 * them also carry `all`, for changes that can show on any page: a renamed page that others link
 * to, an edited image.
 */
export const pageTags = {
  bySlug: (edition: string, slug: string) => `page-slug:${edition}:${slug}`,
  byRoutingKey: (routingKey: string) => `page-route:${routingKey}`,
  all: 'pages',
}
