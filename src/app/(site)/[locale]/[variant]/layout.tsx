import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { clientEdition } from '@/editions/edition'
import { EditionProvider } from '@/editions/EditionProvider.client'
import { editionForLocale } from '@/editions/editions'
import { loadEdition } from '@/editions/load-editions'
import { clientMessages } from '@/editions/messages'
import { timeZoneOf } from '@/editions/time-zones'
import { IntlDataProvider } from '@/lib/intl/intl-data.client'
import { routing } from '@/editions/routing'
import { communicationsPage } from '@/shell/header/account-link-targets'
import { IdleWidgets } from '@/shell/session/IdleWidgets.client'
import { tagManagerId } from '@/features/consent/tag-manager-id'
import { reportingConfig } from '@/features/error-reporting/reporting-config'
import { SITE_ICON } from '@/lib/brand'
import { siteUrl } from '@/lib/site-url'
import { parseVariantSegment } from '@/editions/page-variant'
import '../../globals.css'
// Block and card styles load here, not from their components: the CMS schema imports the block
// declarations, and CSS reachable from it would be added to the admin's pages too.
import '@/blocks/styles.generated'
import '@/features/trip-cards/cards.css'
import '@/features/catalog/status-palette.css'
// The wishlist heart is drawn by its CSS: with the page, so that it shows before its island loads.
import '@/customer/wishlist/wishlist.css'
// The error cover is drawn by the page of a missing address and by the not-found and error
// boundaries, which every page carries: in the page's stylesheet, not a stylesheet of its own
// that every page would link.
import '@/shell/error-page/error-cover.css'
// Every page's heading: in the page's stylesheet too, not one more stylesheet to wait for.
import '@/runtime/page-heading.css'

export const metadata: Metadata = { metadataBase: new URL(siteUrl()), icons: { icon: { url: SITE_ICON, type: 'image/svg+xml' } } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f2a44' }

/**
 * The document of every edition and variant (the segment the proxy rewrites to, see
 * src/editions/page-variant.ts): its language, the client texts (as data: next-intl's code loads
 * with the first island that shows text) and the `Edition` for client parts (`useEdition()`),
 * and the session-wide pieces.
 */
export default async function EditionLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; variant: string }>
}) {
  const { locale, variant } = await params
  if (!hasLocale(routing.locales, locale) || !parseVariantSegment(variant)) notFound()
  setRequestLocale(locale)
  const edition = await loadEdition(editionForLocale(locale)!)
  return (
    <html lang={edition.locale === 'en-001' ? 'en' : edition.locale}>
      <body>
        <IntlDataProvider value={{ locale, timeZone: timeZoneOf(edition.code), messages: clientMessages(edition.code) }}>
          <EditionProvider edition={clientEdition(edition)}>
            {children}
            <IdleWidgets communicationsUrl={communicationsPage(edition)} tagManagerId={tagManagerId()} errorReporting={reportingConfig()} />
          </EditionProvider>
        </IntlDataProvider>
      </body>
    </html>
  )
}
