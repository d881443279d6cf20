import type { SocialNetwork } from '@/features/footer/social-networks'

type Crumb = { name: string; url: string }

/** Organization structured data: the brand, its site, logo and social profiles. */
export function organizationJsonLd(
  brand: string,
  homeUrl: string,
  logoUrl: string,
  social: readonly { network: SocialNetwork; url: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: brand,
    url: homeUrl,
    logo: logoUrl,
    sameAs: social.map((link) => link.url),
  }
}

/** BreadcrumbList from the home page down to this page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}
