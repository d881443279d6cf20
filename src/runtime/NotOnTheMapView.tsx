import { notFound } from 'next/navigation'
import { editionForLocale } from '@/editions/editions'
import { loadEdition } from '@/editions/load-editions'
import { parseVariantSegment } from '@/editions/page-variant'
import { NotOnTheMapPage } from '@/shell/error-page/NotOnTheMapPage'
import { loadPageShell } from '@/shell/frame/load-page-shell'

type Props = { locale: string; variantSegment: string }

/**
 * The "not on the map" page of an edition and variant, in the shell: what an address that leads
 * to no page shows (its page adds the 404, lib/http/NotFoundStatus) and what the proxy shows,
 * answered 410, for a withdrawn travel's. The proxy never rewrites to an unknown edition or
 * variant; the layout answers those.
 */
export async function NotOnTheMapView({ locale, variantSegment }: Props) {
  const code = editionForLocale(locale)
  const variant = parseVariantSegment(variantSegment)
  if (!code || !variant) notFound()
  const edition = await loadEdition(code)
  const shell = await loadPageShell(edition, variant, null)
  return <NotOnTheMapPage edition={edition} eventsArea={variant.eventsArea} shell={shell} />
}
