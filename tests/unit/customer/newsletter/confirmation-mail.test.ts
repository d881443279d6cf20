import { defaultEdition } from '@/editions/edition'
import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/editions/editions'
import { confirmationLink, confirmationMail } from '@/customer/newsletter/confirmation-mail'
import { confirmationNotice, withoutConfirmationParam } from '@/customer/newsletter/confirmation-notice'

const token = 'A'.repeat(40) + '_-z'

describe('the newsletter confirmation mail', () => {
  it('carries the link to the confirm call with the token and the edition, in HTML and in text', () => {
    for (const edition of EDITION_CODES) {
      const mail = confirmationMail({ edition: defaultEdition(edition), token, email: 'ada@example.com' })
      const link = confirmationLink(defaultEdition(edition), token)
      expect(new URL(link).pathname).toBe('/api/v1/newsletter/confirm')
      expect(new URL(link).searchParams.get('token')).toBe(token)
      expect(new URL(link).searchParams.get('edition')).toBe(edition)
      expect(mail.text).toContain(link)
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'))
      expect(mail.subject).not.toContain(token)
    }
  })

  it('speaks the edition’s language, with the link’s lifetime', () => {
    expect(confirmationMail({ edition: defaultEdition('it'), token, email: 'a@b.it' }).text).toContain('Il link è valido per 72 ore.')
    expect(confirmationMail({ edition: defaultEdition('de'), token, email: 'a@b.de' }).subject).toMatch(/^Bestätige/)
    expect(confirmationMail({ edition: defaultEdition('fr'), token, email: 'a@b.fr' }).html).toContain('<html lang="fr">')
    expect(confirmationMail({ edition: defaultEdition('us'), token, email: 'a@b.com' }).text).toContain('The link is valid for 72 hours.')
  })

  it('escapes the e-mail in the HTML', () => {
    const mail = confirmationMail({ edition: defaultEdition('en'), token, email: '<b>x</b>@example.com' })
    expect(mail.html).not.toContain('<b>x</b>')
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;')
  })
})

describe('the confirmation notice on the home page', () => {
  it('reads the outcome from the address and ignores anything else', () => {
    expect(confirmationNotice('?newsletter=confirmed')).toBe('confirmed')
    expect(confirmationNotice('?a=1&newsletter=invalid-link')).toBe('invalid-link')
    expect(confirmationNotice('?newsletter=<script>')).toBeNull()
    expect(confirmationNotice('')).toBeNull()
  })

  it('takes the parameter out of the address, keeping the rest', () => {
    expect(withoutConfirmationParam('https://x.test/it?newsletter=confirmed')).toBe('/it')
    expect(withoutConfirmationParam('https://x.test/it?a=1&newsletter=confirmed#top')).toBe('/it?a=1#top')
  })
})
