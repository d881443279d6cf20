import { LivePreviewRefresh } from '@/features/live-preview/LivePreviewRefresh.client'
import { SiteShell } from '@/features/site-shell/SiteShell'
import { inertCss } from '@/lib/css/scoped-css'
import { siteUrl } from '@/lib/site-url'
import type { RoutePage } from './load-route-page'
import { RenderBlocks } from './RenderBlocks'

type Props = RoutePage & { searchParams: Record<string, string | string[] | undefined> }

/** A page document on screen: the shell, the page's own CSS, and its blocks. */
export function PageView({ edition, route, page, draft, searchParams }: Props) {
  return (
    <SiteShell edition={edition} hideLayout={Boolean(page.hideLayout)}>
      {page.customCss && <style dangerouslySetInnerHTML={{ __html: inertCss(page.customCss) }} />}
      <RenderBlocks blocks={page.blocks ?? []} context={{ edition, route: { ...route, searchParams }, draft }} />
      {draft && <LivePreviewRefresh serverURL={siteUrl()} />}
    </SiteShell>
  )
}
