import type { Metadata } from 'next'
import { NotOnTheMapView } from '@/runtime/NotOnTheMapView'

type Props = { params: Promise<{ locale: string; variant: string }> }

export const metadata: Metadata = { robots: { index: false, follow: true } }

/** Rendered on the first request of each edition and variant, then served from the page cache. */
export function generateStaticParams(): Array<Record<string, string>> {
  return []
}

/**
 * What the addresses of a withdrawn travel show: the proxy rewrites them here and answers 410
 * (src/proxy/localized-page.ts). A page, not a not-found boundary, so that the status stays the
 * proxy's; no visitor's address leads here directly.
 */
export default async function GoneAddressPage({ params }: Props) {
  const { locale, variant } = await params
  return <NotOnTheMapView locale={locale} variantSegment={variant} />
}
