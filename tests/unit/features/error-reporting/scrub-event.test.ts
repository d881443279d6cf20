import type { ErrorEvent } from '@sentry/nextjs'
import { describe, expect, it } from 'vitest'
import { pageTags } from '@/features/error-reporting/page-tags'
import { reportingConfig, reportingSources } from '@/features/error-reporting/reporting-config'
import { scrubEvent } from '@/features/error-reporting/scrub-event'

describe('the error-reporting settings', () => {
  it('are nothing without a DSN, or with one that is not a DSN: nothing loads, nothing is sent, no host is allowed', () => {
    for (const SENTRY_DSN of [
      undefined,
      '',
      '  ',
      'not a url',
      'https://sentry.example.com/1',
      'ftp://key@sentry.example.com/1',
      'https://key@sentry.example.com/',
    ]) {
      expect(reportingConfig({ SENTRY_DSN })).toBeNull()
      expect(reportingSources({ SENTRY_DSN }).connect).toEqual([])
    }
  })

  it('carry the release (the package by default) and the environment, and allow the DSN host only', () => {
    const SENTRY_DSN = 'https://abc123@glitchtip.example.com/42'
    expect(reportingConfig({ SENTRY_DSN, NODE_ENV: 'production' })).toEqual({
      dsn: SENTRY_DSN,
      release: 'wayfarer-groups@0.1.0',
      environment: 'production',
    })
    expect(reportingConfig({ SENTRY_DSN, SENTRY_RELEASE: 'r-2026-11-28', SENTRY_ENVIRONMENT: 'staging' })).toMatchObject({
      release: 'r-2026-11-28',
      environment: 'staging',
    })
    expect(reportingSources({ SENTRY_DSN })).toEqual({ script: [], connect: ['https://glitchtip.example.com'] })
  })
})

describe('a report', () => {
  it('keeps nothing personal: no user, cookies, headers, body or query; e-mail addresses replaced', () => {
    const event = {
      type: undefined,
      message: 'sign-in failed for anna.rossi@example.it',
      user: { id: '42', email: 'anna.rossi@example.it', ip_address: '203.0.113.9' },
      request: {
        url: 'https://www.example.com/it/account?code=123456&email=anna.rossi%40example.it#top',
        method: 'POST',
        cookies: { session: 'secret' },
        headers: { cookie: 'session=secret', 'x-forwarded-for': '203.0.113.9' },
        data: { email: 'anna.rossi@example.it' },
        query_string: 'code=123456',
      },
      exception: { values: [{ type: 'Error', value: 'no customer "mario@example.com"' }] },
      breadcrumbs: [
        { category: 'navigation', message: 'to marco@example.org', data: { from: '/it?token=abc', to: '/it/viaggi?email=a@b.co' } },
        { category: 'console', message: 'mail to x@example.net', data: { arguments: ['mail to', 'x@example.net', 3] } },
      ],
      extra: { body: 'anna.rossi@example.it' },
      contexts: { nextjs: { request_path: '/it/account?code=123456', router_path: '/[locale]' } },
      tags: { edition: 'it' },
    } satisfies ErrorEvent

    const scrubbed = scrubEvent(event)
    expect(scrubbed.user).toBeUndefined()
    expect(scrubbed.request).toEqual({ url: 'https://www.example.com/it/account', method: 'POST' })
    expect(scrubbed.extra).toBeUndefined()
    expect(scrubbed.tags).toEqual({ edition: 'it' })
    expect(JSON.stringify(scrubbed)).not.toMatch(/@example|secret|123456|203\.0\.113|token=|@b\.co/)
    expect(scrubbed.message).toBe('sign-in failed for [email]')
    expect(scrubbed.exception?.values?.[0]?.value).toBe('no customer "[email]"')
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ from: '/it', to: '/it/viaggi' })
    expect(scrubbed.breadcrumbs?.[1]?.data).toEqual({ arguments: ['mail to', '[email]', 3] })
    expect(scrubbed.contexts?.nextjs).toEqual({ request_path: '/it/account', router_path: '/[locale]' })
  })

  it("names the page's edition from its prefix or its own host, and the page without its query", () => {
    expect(pageTags('/it/viaggi/peru?email=a@b.co')).toEqual({ edition: 'it', page: '/it/viaggi/peru' })
    expect(pageTags('/intl/events')).toEqual({ edition: 'intl', page: '/intl/events' })
    expect(pageTags('/api/v1/layouts')).toEqual({ edition: 'none', page: '/api/v1/layouts' })
    expect(pageTags('/viaggi', 'viaggi.example.it', 'viaggi.example.it=it')).toEqual({ edition: 'it', page: '/viaggi' })
  })
})
