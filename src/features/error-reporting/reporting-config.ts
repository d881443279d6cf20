import packageJson from '../../../package.json'
// Relative: next.config.ts reads this file, outside the app's path aliases.
import { warnOnce } from '../../lib/process/warn-once'

/** Where and as what errors are reported: the project's DSN, the release and the environment. */
export type ReportingConfig = { dsn: string; release: string; environment: string }

/**
 * The error-reporting settings (`SENTRY_DSN`, a Sentry or GlitchTip project's DSN;
 * `SENTRY_RELEASE`, else the package's name and version; `SENTRY_ENVIRONMENT`, else NODE_ENV),
 * or null: without a DSN, or with one that is not an http(s) address with a key (said in the
 * log), nothing is loaded and nothing is sent.
 */
export function reportingConfig(env: Record<string, string | undefined> = process.env): ReportingConfig | null {
  const dsn = env.SENTRY_DSN?.trim()
  if (!dsn) return null
  if (!isDsn(dsn)) {
    warnOnce('SENTRY_DSN is not a DSN (https://KEY@HOST/PROJECT): errors are not reported')
    return null
  }
  return {
    dsn,
    release: env.SENTRY_RELEASE?.trim() || `${packageJson.name}@${packageJson.version}`,
    environment: env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV || 'development',
  }
}

function isDsn(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username !== '' && /^\/(.+\/)?\d+$/.test(url.pathname)
  } catch {
    return false
  }
}

/** Where the browser sends its reports (the DSN's origin): the Content-Security-Policy allows it. */
export function reportingSources(env: Record<string, string | undefined> = process.env) {
  const config = reportingConfig(env)
  return { script: [], connect: config ? [new URL(config.dsn).origin] : [] }
}
