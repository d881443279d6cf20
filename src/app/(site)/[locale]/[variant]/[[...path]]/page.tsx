import type { Metadata } from 'next'
import { NotFoundStatus } from '@/lib/http/NotFoundStatus'
import { loadPageShell } from '@/shell/frame/load-page-shell'
import { pageCounterparts } from '@/runtime/counterparts'
import { loadRoutePage } from '@/runtime/load-route-page'
import { NotOnTheMapView } from '@/runtime/NotOnTheMapView'
import { pageMetadata } from '@/runtime/page-metadata'
import { PageView } from '@/runtime/PageView'
import { visitorPath } from '@/runtime/visitor-path'

type Props = { params: Promise<{ locale: string; variant: string; path?: string[] }> }

/**
 * No page is rendered at build time; each (edition, variant, path) renders on its first request
 * and is then served from the page cache until one of its tags expires or its time limit
 * passes (src/lib/cache/page-cache.ts). Nothing here reads the request.
 */
export function generateStaticParams(): Array<Record<string, string>> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, variant, path } = await params
  const routePage = await loadRoutePage(locale, variant, path ?? [])
  if (!routePage) return {}
  return pageMetadata(routePage, await pageCounterparts(routePage.page.id, routePage.route, routePage.routeData))
}

/**
 * Every page of every edition: the proxy has rewritten the localized path to the internal one, its
 * variant in front. An address without a page shows the "not on the map" page in the shell and
 * answers 404; not through `notFound()` and the not-found boundary, which Next draws in the
 * browser only (lib/http/NotFoundStatus).
 */
export default async function RoutePageView({ params }: Props) {
  const { locale, variant, path } = await params
  const routePage = await loadRoutePage(locale, variant, path ?? [])
  if (!routePage) {
    return (
      <>
        <NotOnTheMapView locale={locale} variantSegment={variant} />
        <NotFoundStatus />
      </>
    )
  }
  const counterparts = await pageCounterparts(routePage.page.id, routePage.route, routePage.routeData)
  const shell = await loadPageShell(routePage.edition, routePage.variant, visitorPath(routePage.edition, routePage))
  return <PageView {...routePage} shell={shell} path={counterparts[routePage.edition.code]} />
}
