import { describe, expect, it } from 'vitest'
import { decideOffer, type GeolocationAnswer } from '@/features/geolocation/geolocation-offer'
import { geolocationRedirectOf } from '@/features/geolocation/redirect-flag'

const answer = (redirect: GeolocationAnswer['redirect'], needsRedirect = true): GeolocationAnswer => ({
  country: 'DE',
  needsRedirect,
  redirect,
})

describe('the offer of the visitor’s own edition', () => {
  it('offers it when the flag says so, unless turned down before for this pair of editions', () => {
    const offer = answer({ edition: 'de', showRedirectPopup: true, redirectDestination: null })
    expect(decideOffer(offer, 'it', [])).toEqual({ kind: 'offer', edition: 'de', country: 'DE' })
    expect(decideOffer(offer, 'it', ['it>de'])).toEqual({ kind: 'none' })
    expect(decideOffer(offer, 'es', ['it>de'])).toEqual({ kind: 'offer', edition: 'de', country: 'DE' })
  })

  it('goes at once to a destination, never to the edition the visitor is on, and does nothing without the flag', () => {
    expect(decideOffer(answer({ edition: 'fr', showRedirectPopup: false, redirectDestination: 'fr' }), 'it', ['it>fr'])).toEqual({
      kind: 'go',
      edition: 'fr',
      country: 'DE',
    })
    expect(decideOffer(answer({ edition: 'it', showRedirectPopup: false, redirectDestination: 'it' }), 'it', [])).toEqual({ kind: 'none' })
    expect(decideOffer(answer(null), 'it', [])).toEqual({ kind: 'none' })
    expect(decideOffer(answer({ edition: 'de', showRedirectPopup: true, redirectDestination: null }, false), 'it', [])).toEqual({
      kind: 'none',
    })
    expect(decideOffer(answer({ edition: '../admin', showRedirectPopup: true, redirectDestination: null }), 'it', [])).toEqual({
      kind: 'none',
    })
  })

  it('reads the flag’s own shape from any JSON', () => {
    expect(
      geolocationRedirectOf({ showRedirectPopup: true, redirectDestination: ' DE ', reference: 'x'.repeat(300), addressFrom: 3 }),
    ).toEqual({
      showRedirectPopup: true,
      redirectDestination: 'de',
      reference: 'x'.repeat(200),
      addressFrom: null,
    })
    expect(geolocationRedirectOf({ showRedirectPopup: 'yes', redirectDestination: 'narnia' })).toMatchObject({
      showRedirectPopup: false,
      redirectDestination: null,
    })
    for (const value of [null, true, 'de', ['de']]) expect(geolocationRedirectOf(value)).toBeNull()
  })
})
