import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAGE_EXPIRE_S, pageCacheHeaders } from './src/lib/cache/page-cache'
import { colorSchemeHintsForAdminOnly } from './src/lib/http/admin-client-hints'
import { securityHeaders } from './src/lib/security/security-headers'
import { siteUrl } from './src/lib/site-url'
import { tagManagerSources } from './src/features/consent/tag-manager-id'
import { reportingSources } from './src/features/error-reporting/reporting-config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Several app processes share Next's cache in Redis (cache-handler.mjs) when REDIS_URL is set;
 * a single one keeps Next's own in-process cache, the faster of the two. A standalone build fixes
 * its configuration when building: SHARED_CACHE=redis builds an image for the shared cache.
 */
const sharedCache: Partial<NextConfig> =
  process.env.REDIS_URL || process.env.SHARED_CACHE === 'redis'
    ? { cacheHandler: path.resolve(dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}

/** The third parties the configuration adds (GTM_ID, SENTRY_DSN), allowed by the pages' Content-Security-Policy. */
const tagManager = tagManagerSources()
const reporting = reportingSources()
const allowedSources = { script: [...tagManager.script, ...reporting.script], connect: [...tagManager.connect, ...reporting.connect] }

const leanBuild = process.env.NEXT_BUILD_LEAN === '1'

const nextConfig: NextConfig = {
  ...sharedCache,
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // The server compresses answers and gives cached pages their ETag itself, once per cache entry
  // (src/lib/http/encoded-responses.ts): Next would hash and gzip each page on every request.
  compress: false,
  generateEtags: false,
  // Cached pages answer `s-maxage` (their revalidate time) and `stale-while-revalidate` up to this.
  expireTime: PAGE_EXPIRE_S,
  reactStrictMode: true,
  turbopack: { root: path.resolve(dirname) },
  serverExternalPackages: ['sharp', 'oidc-provider'],
  // Our builds (scripts/build-if-needed.ts, NEXT_BUILD_LEAN) halve the build's time: type checking
  // is left to `tsc`, which `npm test` runs as its own step; the server's code is neither
  // minified nor source-mapped (its stack traces stay readable; browsers never got maps). They
  // write Turbopack's build cache only when rebuilding: nothing reads a first build's cache.
  // A plain `next build` (the Dockerfile's) keeps Next's defaults.
  typescript: { ignoreBuildErrors: leanBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_TURBOPACK_CACHE !== '0',
    ...(leanBuild ? { serverMinification: false, turbopackSourceMaps: false } : {}),
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ siteUrl: siteUrl(), development: process.env.NODE_ENV !== 'production', allowed: allowedSources }),
      },
      pageCacheHeaders(),
    ]
  },
}

// Messages are compiled when building, so browsers get no ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/editions/i18n-request.ts',
  experimental: { messages: { path: './src/editions/messages', format: 'json', locales: 'infer', precompile: true } },
})

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

export default { ...withCms, headers: async () => colorSchemeHintsForAdminOnly((await withCms.headers?.()) ?? []) } satisfies NextConfig
