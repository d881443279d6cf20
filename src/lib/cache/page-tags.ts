/**
 * Cache tags of page lookups: every lookup is tagged with its key (slug in an edition, or routing
 * key), so publishing, unpublishing or renaming expires both the old and the new address.
 */
export const pageTags = {
  bySlug: (edition: string, slug: string) => `page-slug:${edition}:${slug}`,
  byRoutingKey: (routingKey: string) => `page-route:${routingKey}`,
}
