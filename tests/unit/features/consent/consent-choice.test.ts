import { describe, expect, it } from 'vitest'
import { browserRefusesTracking } from '@/features/consent/browser-refusal'
import { allowsTagManager, consentModeSignals, parseConsent, serializeConsent } from '@/features/consent/consent-choice'
import { tagManagerId, tagManagerSources } from '@/features/consent/tag-manager-id'

describe('the remembered consent', () => {
  it('reads back every choice it wrote', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        expect(parseConsent(serializeConsent({ analytics, marketing }))).toEqual({ analytics, marketing })
  })

  it('is no answer when missing, forged or written by another version (the visitor is asked again)', () => {
    for (const value of [
      null,
      undefined,
      '',
      'v1.a1',
      'v1.a2.m0',
      'v2.a1.m1',
      'v1.a1.m1 ',
      'v1.a1.m1\n',
      'v1.a1.m1\0',
      '{"analytics":true}',
      'V1.A1.M1',
    ])
      expect(parseConsent(value)).toBeNull()
  })

  it('lets the tag manager load only when some purpose is allowed', () => {
    expect(allowsTagManager({ analytics: false, marketing: false })).toBe(false)
    expect(allowsTagManager({ analytics: true, marketing: false })).toBe(true)
    expect(allowsTagManager({ analytics: false, marketing: true })).toBe(true)
  })

  it('gives Consent Mode v2 its four signals: analytics storage, and the three advertising ones from marketing', () => {
    expect(consentModeSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeSignals({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})

describe("the browser's own refusal", () => {
  it('is Do Not Track set to "1" (standard or legacy) or Global Privacy Control', () => {
    expect(browserRefusesTracking({ doNotTrack: '1' })).toBe(true)
    expect(browserRefusesTracking({ doNotTrack: null }, '1')).toBe(true)
    expect(browserRefusesTracking({ globalPrivacyControl: true })).toBe(true)
    expect(browserRefusesTracking({ doNotTrack: '0' })).toBe(false)
    expect(browserRefusesTracking({ doNotTrack: 'unspecified', globalPrivacyControl: false })).toBe(false)
  })
})

describe('the tag manager container (GTM_ID)', () => {
  it('is a container id or nothing: no tag manager, and no host allowed, without a valid one', () => {
    expect(tagManagerId({ GTM_ID: ' GTM-AB12CD3 ' })).toBe('GTM-AB12CD3')
    for (const GTM_ID of [undefined, '', 'UA-1234-1', 'G-ABCDEF', 'GTM-ab12', 'GTM-AB12"><script>', 'GTM-AB12\nX'])
      expect(tagManagerId({ GTM_ID })).toBeNull()
    expect(tagManagerSources({})).toEqual({ script: [], connect: [] })
    expect(tagManagerSources({ GTM_ID: 'GTM-AB12CD3' }).script).toContain('https://*.googletagmanager.com')
  })
})
