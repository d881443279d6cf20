import { defaultEdition } from '@/editions/edition'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountLinkTargets } from '@/shell/header/account-link-targets'
import { readAccountLinks } from '@/shell/header/account-links'
import { MobileUserArea } from '@/shell/header/MobileUserArea'
import { UserArea } from '@/shell/header/UserArea'

/** A slot element as `readAccountLinks` reads it (these tests run without a DOM). */
const slotWith = (value: string | null) => ({ getAttribute: () => value }) as unknown as HTMLElement

/** The links a visitor sees: anchors, not the data the browser's menu reads. */
const anchors = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])

afterEach(() => vi.unstubAllEnvs())

describe('header user area', () => {
  it('shows a login entry to a signed-out visitor, which signs in through the identity provider', () => {
    const html = renderToStaticMarkup(<UserArea edition={defaultEdition('de')} user={null} />)
    expect(html).toContain('href="/login"')
    expect(html).toContain('>Anmelden<')
    expect(anchors(html)).toEqual([])
  })

  it('shows the avatar (or the placeholder) and the site’s own account pages with Logout when signed in', () => {
    const html = renderToStaticMarkup(<UserArea edition={defaultEdition('it')} user={{ name: 'Giulia', pictureUrl: null }} />)
    expect(html).toContain('/images/avatar-placeholder.svg')
    expect(anchors(html)).toEqual(['/it/account/profilo', '/it/account/prenotazioni', '/it/account/avvisi', '/it/account/comunicazioni'])
    // Signing out is a POST (a link would let any page sign the visitor out).
    expect(html).toMatch(/<button type="button"[^>]*>Logout<\/button>/)
    expect(
      renderToStaticMarkup(
        <UserArea edition={defaultEdition('it')} user={{ name: 'Giulia', pictureUrl: 'https://cdn.example.com/g.jpg' }} />,
      ),
    ).toContain('https://cdn.example.com/g.jpg')
  })

  it('leads to the account site by routing key when ACCOUNT_URL names one', () => {
    vi.stubEnv('ACCOUNT_URL', 'https://account.example.org/')
    const html = renderToStaticMarkup(<UserArea edition={defaultEdition('it')} user={{ name: 'Giulia', pictureUrl: null }} />)
    expect(anchors(html)).toEqual([
      'https://account.example.org/it?routingKey=account-profile',
      'https://account.example.org/it?routingKey=travels',
      'https://account.example.org/it?routingKey=partnership',
      'https://account.example.org/it?routingKey=account-communications',
    ])
  })
})

describe('mobile menu user area', () => {
  it('holds the header’s own login entry and the profile and bookings links, for everyone', () => {
    const html = renderToStaticMarkup(<MobileUserArea edition={defaultEdition('fr')} />)
    expect(html).toContain('data-mobile-user-slot=""')
    expect(html).toContain('<a class="user-area__login" href="/login"')
    // The customer's other links are drawn in the browser once signed in: the cached HTML shows none.
    expect(anchors(html)).toEqual(['/fr/compte/profil', '/fr/compte/reservations'])
  })

  it('carries the signed-in links for the browser’s menu in the slot', () => {
    const html = renderToStaticMarkup(<MobileUserArea edition={defaultEdition('de')} />)
    const attribute = html.match(/data-account-links="([^"]*)"/)![1]!.replaceAll('&quot;', '"')
    expect(readAccountLinks(slotWith(attribute))).toEqual(accountLinkTargets(defaultEdition('de'), true))
    expect(accountLinkTargets(defaultEdition('de'), true).map((link) => link.key)).toEqual([
      'profile',
      'manageBookings',
      'alerts',
      'manageCommunications',
    ])
  })
})

describe('account links in the slot', () => {
  it('reads only what the server writes', () => {
    expect(readAccountLinks(slotWith('{"not":"a list"}'))).toEqual([])
    expect(
      readAccountLinks(slotWith('[{"key":"profile","href":"/it/account/profilo"},{"key":"evil","href":"javascript:alert(1)"}]')),
    ).toEqual([{ key: 'profile', href: '/it/account/profilo' }])
    expect(readAccountLinks(slotWith('not json'))).toEqual([])
    expect(readAccountLinks(slotWith(null))).toEqual([])
    expect(readAccountLinks(null)).toEqual([])
  })
})
