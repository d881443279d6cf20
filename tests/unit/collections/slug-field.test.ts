import { describe, expect, it } from 'vitest'
import { routeTakingSlug, slugProblem } from '@/collections/pages/slug-field'

describe('page slugs', () => {
  it('refuse addresses that a route of any language owns (the proxy would send them to the route)', () => {
    expect(routeTakingSlug('viaggi')).toBe('travels (it)')
    expect(routeTakingSlug('destinations/peru')).toMatch(/^travels-travel/)
    expect(routeTakingSlug('legal/datenschutz')).toBe('legal-privacy-policy (de)')
  })

  it('accept everything else, nested slugs included', () => {
    expect(routeTakingSlug('guide/valigia')).toBeNull()
    expect(routeTakingSlug('chi-siamo')).toBeNull()
  })

  it('refuse markup, dot segments, the site’s own paths, direction overrides and over-long slugs', () => {
    for (const slug of [
      '<script>alert(1)</script>',
      '../../admin',
      '_next',
      'api',
      'api/users',
      'admin',
      'preview',
      'login',
      'logout',
      'estate\u202Eevil',
      'x'.repeat(301),
      'Upper',
      'a//b',
      '/lead',
      'trail/',
    ]) {
      expect(slugProblem(slug), JSON.stringify(slug)).not.toBe(true)
    }
    expect(slugProblem('api')).toMatch(/address of the site/)
  })

  it('accept well-formed slugs, and none (filled from the title)', () => {
    for (const slug of ['chi-siamo', 'guides/packing-list', 'apis-and-more', 'x'.repeat(300), '', null, undefined]) {
      expect(slugProblem(slug), JSON.stringify(slug)).toBe(true)
    }
  })
})
