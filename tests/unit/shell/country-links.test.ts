import { describe, expect, it } from 'vitest'
import { defaultEdition } from '@/editions/edition'
import { EDITION_CODES } from '@/editions/editions'
import { countryMenu } from '@/shell/header/country-menu'
import { counterpartsOf, countryHref, type Counterparts } from '@/shell/modals/country-links'

const editions = EDITION_CODES.map(defaultEdition)

/** The country menu's addresses on a page with these alternates, as the modal computes them. */
function menuHrefs(alternates: Array<{ hreflang: string; href: string }>, hostOf: (code: string) => string | null = () => null) {
  const counterparts: Counterparts = counterpartsOf(alternates)
  return Object.fromEntries(
    countryMenu(editions, 'it', (edition) => hostOf(edition.code)).map((entry) => [
      entry.code,
      countryHref(entry, counterparts[entry.code]),
    ]),
  )
}

describe('country menu addresses from the page’s hreflang alternates', () => {
  it('reads each edition’s path from its hreflang, x-default being the international edition, whatever the host', () => {
    expect(
      counterpartsOf([
        { hreflang: 'it-IT', href: 'http://localhost:3000/it/viaggi/perù-classico' },
        { hreflang: 'de-DE', href: 'https://reisen.example.de/reiseziele/peru-klassisch' },
        { hreflang: 'x-default', href: 'http://localhost:3000/intl/travels/classic-peru' },
        { hreflang: 'en', href: 'http://localhost:3000/en/travels/classic-peru' },
      ]),
    ).toEqual({
      it: '/it/viaggi/per%C3%B9-classico',
      de: '/reiseziele/peru-klassisch',
      intl: '/intl/travels/classic-peru',
      en: '/en/travels/classic-peru',
    })
  })

  it('ignores hreflangs no edition has (the US has none) and addresses that do not parse', () => {
    expect(
      counterpartsOf([
        { hreflang: 'en-US', href: 'http://localhost:3000/us/travels/peru' },
        { hreflang: 'pt-PT', href: 'http://localhost:3000/pt/viagens' },
        { hreflang: 'fr-FR', href: 'not a url' },
      ]),
    ).toEqual({})
  })

  it('links each edition to the page’s counterpart there, and to its home where the page has none', () => {
    const hrefs = menuHrefs([
      { hreflang: 'it-IT', href: 'http://localhost:3000/it/viaggi/peru' },
      { hreflang: 'de-DE', href: 'http://localhost:3000/de/reiseziele/peru' },
    ])
    expect(hrefs).toEqual({ it: '/it/viaggi/peru', de: '/de/reiseziele/peru', es: '/es', fr: '/fr', en: '/en', intl: '/intl' })
  })

  it('links every edition to its home on a page without alternates', () => {
    expect(menuHrefs([])).toEqual({ it: '/it', es: '/es', fr: '/fr', de: '/de', en: '/en', intl: '/intl' })
  })

  it('links another edition on its own host there, counterpart or home; the current edition stays on this site', () => {
    const hostOf = (code: string) => (code === 'es' || code === 'fr' || code === 'it' ? `${code}.example.com` : null)
    const hrefs = menuHrefs(
      [
        { hreflang: 'it-IT', href: 'https://it.example.com/viaggi' },
        { hreflang: 'es-ES', href: 'https://es.example.com/viajes' },
      ],
      hostOf,
    )
    expect(hrefs).toMatchObject({ it: '/viaggi', es: 'https://es.example.com/viajes', fr: 'https://fr.example.com/fr' })
  })

  it('takes the counterpart over the home, and the home when the counterpart is empty', () => {
    expect(countryHref({ home: '/es', origin: null }, '/es/viajes')).toBe('/es/viajes')
    expect(countryHref({ home: '/es', origin: null }, '')).toBe('/es')
    expect(countryHref({ home: '/es', origin: null }, undefined)).toBe('/es')
  })
})
