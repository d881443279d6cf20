import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MobileUserArea } from '@/features/header/MobileUserArea'
import { UserArea } from '@/features/header/UserArea'

describe('header user area', () => {
  it('shows a login entry to a signed-out visitor, which signs in through the identity provider', () => {
    const html = renderToStaticMarkup(<UserArea edition="de" user={null} />)
    expect(html).toContain('href="/login"')
    expect(html).toContain('>Anmelden<')
    expect(html).not.toContain('routingKey=partnership')
  })

  it('shows the avatar (or the placeholder) and the account links with Logout when signed in', () => {
    const html = renderToStaticMarkup(<UserArea edition="it" user={{ name: 'Giulia', pictureUrl: null }} />)
    expect(html).toContain('/images/avatar-placeholder.svg')
    for (const key of ['account-profile', 'travels', 'partnership', 'account-communications']) expect(html).toContain(`routingKey=${key}`)
    expect(html).toContain('<a href="/logout">Logout</a>')
    expect(
      renderToStaticMarkup(<UserArea edition="it" user={{ name: 'Giulia', pictureUrl: 'https://cdn.example.com/g.jpg' }} />),
    ).toContain('https://cdn.example.com/g.jpg')
  })
})

describe('mobile menu user area', () => {
  it('holds the header’s own login entry and the profile and bookings links, for everyone', () => {
    const html = renderToStaticMarkup(<MobileUserArea edition="it" />)
    expect(html).toContain('data-mobile-user-slot=""')
    expect(html).toContain('<a class="user-area__login" href="/login"')
    for (const key of ['account-profile', 'travels']) expect(html).toContain(`routingKey=${key}`)
    // The customer's own links are drawn in the browser once signed in: the cached HTML has none.
    for (const key of ['partnership', 'account-communications']) expect(html).not.toContain(`routingKey=${key}`)
  })
})
