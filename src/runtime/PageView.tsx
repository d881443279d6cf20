import { absoluteUrl } from '@/editions/absolute-url'
import { formatDay } from '@/editions/formats'
import { href } from '@/editions/href'
import { LivePreview } from '@/features/live-preview/LivePreview.client'
import { breadcrumbJsonLd, organizationJsonLd, touristTripJsonLd } from '@/features/seo/structured-data'
import { travelCoverUrl, travelDescription } from '@/features/seo/travel-seo'
import { StructuredData } from '@/features/seo/StructuredData'
import { BRAND_NAME } from '@/lib/brand'
import type { PageShell } from '@/shell/frame/load-page-shell'
import { SiteShell } from '@/shell/frame/SiteShell'
import { inertCss } from '@/lib/css/scoped-css'
import { siteUrl } from '@/lib/site-url'
import type { RoutePage } from './load-route-page'
import { PageHeading } from './PageHeading'
import { blocksHeadPage } from './page-blocks'
import { RenderBlocks } from './RenderBlocks'
import { headerTransparent, shellVariant } from './shell-variant'

type Props = RoutePage & { shell: PageShell; path: string | null }

/** A page document on screen: the shell in the page's layout, structured data, the page's own CSS, and its blocks. */
export function PageView({ edition, route, routeData, variant: { currency }, page, draft, shell, path }: Props) {
  const variant = shellVariant(page, route.name)
  const blocks = page.blocks ?? []
  const context = { edition, currency, routeData, route, draft }
  const home = absoluteUrl(edition.code, href('index', {}, edition))
  return (
    <SiteShell
      edition={edition}
      variant={variant}
      transparentHeader={headerTransparent(variant, page)}
      routeName={route.name}
      shell={shell}
    >
      <StructuredData data={organizationJsonLd(BRAND_NAME, home, `${siteUrl()}/images/logo.svg`, shell.shellData.footer.socialLinks)} />
      {route.name !== 'index' && path && (
        <StructuredData
          data={breadcrumbJsonLd([
            { name: BRAND_NAME, url: home },
            ...(routeData.travel && routeData.tour
              ? [
                  { name: routeData.travel.title, url: absoluteUrl(edition.code, routeData.travel.url) },
                  { name: formatDay(routeData.tour.startingDate), url: absoluteUrl(edition.code, path) },
                ]
              : [
                  {
                    name: routeData.travel?.title ?? routeData.coordinator?.name ?? routeData.event?.title ?? page.title ?? '',
                    url: absoluteUrl(edition.code, path),
                  },
                ]),
          ])}
        />
      )}
      {routeData.travel && path && (
        <StructuredData
          data={touristTripJsonLd(
            {
              name: routeData.travel.title,
              description: travelDescription(routeData.travel, edition.code),
              url: absoluteUrl(edition.code, path),
              image: travelCoverUrl(routeData.travel),
              stages: routeData.travel.stages,
              offers: routeData.offers ?? [],
              rating: routeData.reviews?.summary ?? null,
            },
            { name: BRAND_NAME, url: home },
            (address) => absoluteUrl(edition.code, address),
          )}
        />
      )}
      {page.customCss && <style dangerouslySetInnerHTML={{ __html: inertCss(page.customCss) }} />}
      {!blocksHeadPage(blocks, context) && <PageHeading page={page} routeData={routeData} edition={edition} />}
      <RenderBlocks blocks={blocks} context={context} />
      {draft && <LivePreview />}
    </SiteShell>
  )
}
