import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { securityHeaders } from './src/lib/security/security-headers'
import { siteUrl } from './src/lib/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(dirname) },
  serverExternalPackages: ['sharp'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ siteUrl: siteUrl(), development: process.env.NODE_ENV !== 'production' }) }]
  },
}

const withNextIntl = createNextIntlPlugin('./src/editions/i18n-request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
