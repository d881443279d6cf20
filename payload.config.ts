import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { migrations } from './migrations'
import { declaredBlocks } from './src/blocks/index.generated'
import { NotifyMeAlerts, NotifyMeDeliveries } from './src/customer/alerts/collection'
import { Banners } from './src/shell/banner/collection'
import { catalogCollections, Reviews } from './src/collections/catalog'
import { Bookings, BookingSystems } from './src/customer/bookings/collection'
import { EventCities, Events } from './src/features/events/collection'
import { EventPlaces } from './src/customer/event-places/collection'
import { Experiments, FeatureFlags } from './src/features/experiments/collection'
import { CustomerHistory, CustomerPictures, Customers, RefreshTokens, SignInCodes } from './src/customer/accounts/collection'
import { catalogDatabaseRules } from './src/collections/catalog/database-rules'
import { Contacts } from './src/collections/contacts'
import { Editions } from './src/collections/editions'
import { ExchangeRates } from './src/collections/exchange-rates'
import { Footer } from './src/shell/footer/collection'
import { Header } from './src/shell/header/collection'
import { Media } from './src/collections/media'
import { Outbox } from './src/collections/outbox'
import { Pages } from './src/collections/pages'
import { seoTitle, seoUrl } from './src/collections/pages/seo'
import { Users } from './src/collections/users'
import { SafeLinksFeature } from './src/lib/cms/safe-links-feature'
import { WishlistItems } from './src/customer/wishlist/collection'
import { EDITION_CODES, EDITIONS, DEFAULT_EDITION } from './src/editions/editions'
import { withCheckedCommits } from './src/lib/database/checked-commits'
import { watchPoolErrors } from './src/lib/database/pool-errors'
import { databasePoolConfig } from './src/lib/database/settings'
import { mailer } from './src/lib/mail/mailer'
import { notifyMeTask } from './src/customer/alerts/notify-me-task'
import { payloadSecret } from './src/lib/secret'
import { siteOrigins } from './src/lib/security/site-origins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  // The admin's cookie counts only on requests from the site's own origins (an empty list would take any).
  csrf: siteOrigins(),
  admin: {
    user: Users.slug,
    // A local placeholder: the default (Gravatar) needs the network.
    avatar: 'default',
    meta: { titleSuffix: ' · CMS' },
    importMap: {
      baseDir: path.resolve(dirname, 'src'),
      importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    livePreview: {
      collections: ['pages'],
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    ...catalogCollections,
    Reviews,
    Media,
    Banners,
    Editions,
    Users,
    Customers,
    CustomerHistory,
    CustomerPictures,
    SignInCodes,
    RefreshTokens,
    WishlistItems,
    Bookings,
    BookingSystems,
    NotifyMeAlerts,
    NotifyMeDeliveries,
    Events,
    EventCities,
    EventPlaces,
    Experiments,
    FeatureFlags,
    Outbox,
  ],
  globals: [Header, Footer, Contacts, ExchangeRates],
  blocks: declaredBlocks.map((block) => block.config),
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, SafeLinksFeature()] }),
  localization: {
    locales: EDITION_CODES.map((code) => ({ code, label: `${EDITIONS[code].label} (${EDITIONS[code].localeName})` })),
    defaultLocale: DEFAULT_EDITION,
    fallback: false,
  },
  db: withCheckedCommits(
    postgresAdapter({
      pool: databasePoolConfig(),
      // Schema changes only through the committed migrations; `npm run dev` alone may push.
      push: process.env.PAYLOAD_DEV_PUSH === '1',
      migrationDir: path.resolve(dirname, 'migrations'),
      prodMigrations: migrations,
      afterSchemaInit: [catalogDatabaseRules],
    }),
  ),
  email: mailer(),
  sharp,
  plugins: [
    // Fields are placed by the pages collection itself (its SEO tab); the plugin serves their generators.
    seoPlugin({ generateTitle: seoTitle, generateURL: seoUrl }),
  ],
  jobs: {
    // Scheduled publishing and the notify-me alert mails run in the server process itself
    // (self-hosted), once a minute (PAYLOAD_JOBS_CRON, with seconds if six fields, changes the
    // pace; the tests use seconds).
    autoRun: [{ cron: process.env.PAYLOAD_JOBS_CRON || '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => process.env.PAYLOAD_JOBS_AUTORUN !== '0',
    tasks: [notifyMeTask],
  },
  onInit: watchPoolErrors,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disable: true },
  // Refused input is the caller's mistake, answered with a 4xx: no stack traces in the server log.
  loggingLevels: { ValidationError: 'info', Forbidden: 'info', NotFound: 'info', AuthenticationError: 'info' },
  telemetry: false,
})
