import { defaultEdition } from '@/editions/edition'
import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/editions/editions'
import { bookingMail } from '@/customer/bookings/booking-mail'

const facts = { title: 'Perù <classico>', start: '10/06/2031', end: '17/06/2031', travellers: 2, reference: 'WF-ABCDE12345' }

describe('bookingMail', () => {
  it('speaks each edition’s language, with the reference highlighted and what happens next', () => {
    const subjects = new Set<string>()
    for (const edition of EDITION_CODES) {
      for (const kind of ['requested', 'confirmed', 'cancelled'] as const) {
        const mail = bookingMail(kind, defaultEdition(edition), facts)
        expect(mail.text).toContain('WF-ABCDE12345')
        expect(mail.html).toContain('WF-ABCDE12345')
        subjects.add(mail.subject)
      }
    }
    // Three mails in it, es, fr, de and English (en, us, intl share it).
    expect(subjects.size).toBe(15)
    expect(bookingMail('requested', defaultEdition('it'), facts).subject).toBe(
      'Abbiamo ricevuto la tua richiesta: Perù <classico>, partenza del 10/06/2031',
    )
    expect(bookingMail('confirmed', defaultEdition('de'), facts).subject).toMatch(/^Buchung bestätigt/)
    expect(bookingMail('cancelled', defaultEdition('es'), facts).subject).toBe('Reserva cancelada: Perù <classico>, salida del 10/06/2031')
  })

  it('escapes the travel’s title in the HTML', () => {
    const { html } = bookingMail('confirmed', defaultEdition('en'), facts)
    expect(html).toContain('Perù &lt;classico&gt;')
    expect(html).not.toContain('<classico>')
  })

  it('counts one traveller in the singular', () => {
    expect(bookingMail('requested', defaultEdition('en'), { ...facts, travellers: 1 }).text).toContain('for 1 traveller.')
  })
})
