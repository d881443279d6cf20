import { LivePreviewRefresh } from '@/features/live-preview/LivePreviewRefresh.client'
import type { ShellData } from '@/features/site-shell/load-shell'
import { SiteShell } from '@/features/site-shell/SiteShell'
import { inertCss } from '@/lib/css/scoped-css'
import { siteUrl } from '@/lib/site-url'
import type { RoutePage } from './load-route-page'
import { RenderBlocks } from './RenderBlocks'
import { headerTransparent, shellVariant } from './shell-variant'

type Props = RoutePage & { shell: ShellData; searchParams: Record<string, string | string[] | undefined> }

/** A page document on screen: the shell in the page's layout, the page's own CSS, and its blocks. */
export function PageView({ edition, route, page, draft, shell, searchParams }: Props) {
  const variant = shellVariant(page, route.name)
  return (
    <SiteShell edition={edition} variant={variant} transparentHeader={headerTransparent(variant, page)} routeName={route.name} shell={shell}>
      {page.customCss && <style dangerouslySetInnerHTML={{ __html: inertCss(page.customCss) }} />}
      <RenderBlocks blocks={page.blocks ?? []} context={{ edition, route: { ...route, searchParams }, draft }} />
      {draft && <LivePreviewRefresh serverURL={siteUrl()} />}
    </SiteShell>
  )
}
