import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { EDITIONS, isEditionCode } from '@/editions/editions'
import { siteUrl } from '@/lib/site-url'
import '../globals.css'

export const metadata: Metadata = { metadataBase: new URL(siteUrl()) }
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f2a44' }

export default async function EditionLayout({ children, params }: { children: ReactNode; params: Promise<{ edition: string }> }) {
  const { edition } = await params
  const lang = isEditionCode(edition) ? EDITIONS[edition].locale.replace('international', 'en') : 'en'
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  )
}
