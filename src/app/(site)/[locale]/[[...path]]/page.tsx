import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadShell } from '@/features/site-shell/load-shell'
import { pageCounterparts } from '@/runtime/counterparts'
import { loadRoutePage } from '@/runtime/load-route-page'
import { pageMetadata } from '@/runtime/page-metadata'
import { PageView } from '@/runtime/PageView'
import { visitorPath } from '@/runtime/visitor-path'

type Props = {
  params: Promise<{ locale: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params
  const routePage = await loadRoutePage(locale, path ?? [])
  if (!routePage) return {}
  return pageMetadata(routePage, await pageCounterparts(routePage.page.id, routePage.route, routePage.routeData))
}

/** Every page of every edition: the proxy has rewritten the localized path to the internal one. */
export default async function RoutePageView({ params, searchParams }: Props) {
  const { locale, path } = await params
  const routePage = await loadRoutePage(locale, path ?? [])
  if (!routePage) notFound()
  const counterparts = await pageCounterparts(routePage.page.id, routePage.route, routePage.routeData)
  const shell = await loadShell(routePage.edition, visitorPath(routePage.edition, routePage), counterparts)
  return <PageView {...routePage} shell={shell} path={counterparts[routePage.edition]} searchParams={await searchParams} />
}
