import { describe, expect, it } from 'vitest'
import { routeTakingSlug } from '@/collections/pages/slug-field'

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
})
