import { describe, expect, it } from 'vitest'
import { editionForHost, parseEditionDomains } from '@/editions/edition-domains'

describe('EDITION_DOMAINS', () => {
  it('maps hosts to editions and ignores bad entries', () => {
    const map = parseEditionDomains('viaggi.example.it=it, Trips.Example.com=en,bad,x=zz')
    expect([...map]).toEqual([
      ['viaggi.example.it', 'it'],
      ['trips.example.com', 'en'],
    ])
  })

  it('finds the edition of a host, port ignored', () => {
    expect(editionForHost('trips.example.com:443', 'trips.example.com=en')).toBe('en')
    expect(editionForHost('other.example.com', 'trips.example.com=en')).toBeNull()
    expect(editionForHost(null, 'trips.example.com=en')).toBeNull()
  })
})
