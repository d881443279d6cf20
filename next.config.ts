import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(dirname) },
  serverExternalPackages: ['sharp'],
}

const withNextIntl = createNextIntlPlugin('./src/editions/i18n-request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
