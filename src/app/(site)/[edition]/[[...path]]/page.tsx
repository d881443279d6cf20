import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadRoutePage } from '@/runtime/load-route-page'
import { pageMetadata } from '@/runtime/page-metadata'
import { PageView } from '@/runtime/PageView'

type Props = {
  params: Promise<{ edition: string; path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

function requestPath(edition: string, path: string[] = []): string {
  return ['', edition, ...path.map(encodeURIComponent)].join('/')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { edition, path } = await params
  const routePage = await loadRoutePage(edition, path ?? [])
  return routePage ? pageMetadata(routePage, requestPath(edition, path)) : {}
}

export default async function RoutePageView({ params, searchParams }: Props) {
  const { edition, path } = await params
  const routePage = await loadRoutePage(edition, path ?? [])
  if (!routePage) notFound()
  return <PageView {...routePage} searchParams={await searchParams} />
}
