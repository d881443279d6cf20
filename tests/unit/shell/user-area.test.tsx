import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientEdition, defaultEdition } from '@/editions/edition'
import { EditionProvider } from '@/editions/EditionProvider.client'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { clientMessages } from '@/editions/messages'
import { accountLinkTargets, communicationsPage } from '@/shell/header/account-link-targets'
import { MobileUserArea } from '@/shell/header/MobileUserArea'
import { UserArea } from '@/shell/header/UserArea'
import { NewsletterSignUp } from '@/shell/footer/NewsletterSignUp'

/** The server HTML of a part of the shell, as a page's render writes it (client leaves included; `<!--$-->` opens a leaf's gate boundary). */
async function serverHtml(edition: EditionCode, part: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={EDITIONS[edition].locale} messages={clientMessages(edition)}>
      <EditionProvider edition={clientEdition(defaultEdition(edition))}>{part}</EditionProvider>
    </NextIntlClientProvider>,
  )
  return new Response(prelude).text()
}

/** The links a visitor sees. */
const anchors = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1])

afterEach(() => vi.unstubAllEnvs())

describe('header user area', () => {
  it('renders the login entry in place, inside the user area’s island: no slot for the browser to find', async () => {
    const html = await serverHtml('de', <UserArea edition={defaultEdition('de')} />)
    expect(html).toMatch(/^<div class="user-area-island" data-island="userMenu"><!--\$--><a [^>]*class="user-area__login" href="\/login"/)
    expect(html).toContain('>Anmelden<')
    expect(html).not.toMatch(/data-(user-menu-slot|account-links)/)
  })

  it('never shows a customer in the cached HTML', async () => {
    const html = await serverHtml('it', <UserArea edition={defaultEdition('it')} />)
    expect(html).not.toContain('user-area__summary')
    expect(anchors(html)).toEqual(['/login'])
  })
})

describe('mobile menu user area', () => {
  it('holds the header’s own login entry and the profile and bookings links, for everyone, in place', async () => {
    const html = await serverHtml('fr', <MobileUserArea edition={defaultEdition('fr')} />)
    expect(html).toMatch(/^<div class="mobile-user-area" data-island="mobileUserMenu"><!--\$--><div class="mobile-user-area__signed-out">/)
    expect(html).toContain('class="user-area__login" href="/login"')
    expect(anchors(html)).toEqual(['/login', '/fr/compte/profil', '/fr/compte/reservations'])
    expect(html).not.toMatch(/data-(mobile-user-slot|account-links)/)
  })
})

describe('account links', () => {
  it('are the site’s own account pages, or the account site’s by routing key when ACCOUNT_URL names one', () => {
    expect(accountLinkTargets(defaultEdition('it'), true).map((link) => link.href)).toEqual([
      '/it/account/profilo',
      '/it/account/prenotazioni',
      '/it/account/avvisi',
      '/it/account/comunicazioni',
    ])
    expect(communicationsPage(defaultEdition('it'))).toBe('/it/account/comunicazioni')
    vi.stubEnv('ACCOUNT_URL', 'https://account.example.org/')
    expect(accountLinkTargets(defaultEdition('it'), true).map((link) => link.href)).toEqual([
      'https://account.example.org/it?routingKey=account-profile',
      'https://account.example.org/it?routingKey=travels',
      'https://account.example.org/it?routingKey=partnership',
      'https://account.example.org/it?routingKey=account-communications',
    ])
  })
})

describe('footer newsletter', () => {
  it('renders the newsletter form in place in the footer’s section', async () => {
    const html = await serverHtml('it', <NewsletterSignUp edition={defaultEdition('it')} />)
    expect(html).toMatch(/<div class="site-footer__newsletter-form" data-island="newsletterForm"><!--\$--><form class="newsletter-form"/)
    expect(html).toContain('id="newsletter-email"')
    expect(html).not.toContain('data-newsletter-slot')
  })
})
