import { defaultEdition } from '@/editions/edition'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EDITION_CODES, EDITIONS, type Language } from '@/editions/editions'
import { otpMail } from '@/customer/accounts/otp-mail'

const CODE = '048213'
const EMAIL = 'ada@example.com'

/** A word only the subject of that language has. */
const SUBJECT_WORD: Record<Language, string> = {
  it: 'codice di accesso',
  es: 'código de acceso',
  fr: 'code de connexion',
  de: 'Anmeldecode',
  en: 'sign-in code',
}
/** The localized validity, pluralized. */
const TEN_MINUTES: Record<Language, string> = { it: '10 minuti', es: '10 minutos', fr: '10 minutes', de: '10 Minuten', en: '10 minutes' }

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.example.com')
  vi.stubEnv('EDITION_DOMAINS', '')
})
afterEach(() => vi.unstubAllEnvs())

describe.each(EDITION_CODES)('the sign-in code e-mail of edition %s', (edition) => {
  const { language } = EDITIONS[edition]
  const mail = () => otpMail({ edition: defaultEdition(edition), code: CODE, validMinutes: 10, email: EMAIL })

  it('has a subject in the edition language, without the code', () => {
    expect(mail().subject).toContain(SUBJECT_WORD[language])
    expect(mail().subject).not.toContain(CODE)
  })

  it('shows the code as text in the HTML and plain-text bodies', () => {
    expect(mail().html).toContain(`>${CODE}</p>`)
    expect(mail().text).toContain(`\n${CODE}\n`)
  })

  it('states how long the code is valid', () => {
    expect(mail().html).toContain(TEN_MINUTES[language])
    expect(mail().text).toContain(TEN_MINUTES[language])
  })

  it('declares the language on the root element', () => {
    expect(mail().html).toContain(`<html lang="${language}">`)
  })

  it('links the edition home in the footer', () => {
    expect(mail().html).toContain(`<a href="https://www.example.com/${edition}"`)
    expect(mail().text).toContain(`https://www.example.com/${edition}`)
  })
})

describe('otpMail input checks', () => {
  it.each(['12345', '1234567', '12a456', ' 123456', '１２３４５６', ''])('rejects the code %j', (code) => {
    expect(() => otpMail({ edition: defaultEdition('it'), code, validMinutes: 10, email: EMAIL })).toThrow(/6 digits/)
  })

  it.each([0, -5, 2.5, Number.NaN])('rejects a validity of %s minutes', (validMinutes) => {
    expect(() => otpMail({ edition: defaultEdition('it'), code: CODE, validMinutes, email: EMAIL })).toThrow(/validMinutes/)
  })

  it('pluralizes a single minute', () => {
    expect(otpMail({ edition: defaultEdition('de'), code: CODE, validMinutes: 1, email: EMAIL }).text).toContain('1 Minute lang')
  })
})

describe('otpMail escaping', () => {
  it('escapes the e-mail address', () => {
    const { html, text } = otpMail({
      edition: defaultEdition('en'),
      code: CODE,
      validMinutes: 10,
      email: '<script>alert(1)</script>&co@example.com',
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;co@example.com')
    expect(text).toContain('<script>alert(1)</script>&co@example.com')
  })

  it('escapes the site address', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com/a"><script>&b')
    const { html } = otpMail({ edition: defaultEdition('en'), code: CODE, validMinutes: 10, email: EMAIL })
    expect(html).not.toContain('<script>')
    expect(html).toContain('href="https://www.example.com/a&quot;&gt;&lt;script&gt;&amp;b/en"')
  })

  it('escapes the brand name, and keeps it raw in the subject and text', async () => {
    vi.stubEnv('NEXT_PUBLIC_BRAND_NAME', 'Tom & <b>Co</b>')
    vi.resetModules()
    const { otpMail: otpMailOfBrand } = await import('@/customer/accounts/otp-mail')
    const { subject, html, text } = otpMailOfBrand({ edition: defaultEdition('en'), code: CODE, validMinutes: 10, email: EMAIL })
    expect(subject).toBe('Your sign-in code for Tom & <b>Co</b>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('Tom &amp; &lt;b&gt;Co&lt;/b&gt;')
    expect(text).toContain('Tom & <b>Co</b>')
  })
})
