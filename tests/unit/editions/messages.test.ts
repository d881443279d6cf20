import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { MESSAGES, messagesFor } from '@/editions/messages'
import { translator } from '@/editions/translator'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

const reference = new Map(leaves(MESSAGES.en as unknown as Tree))

describe('message catalogues', () => {
  for (const [language, catalogue] of Object.entries(MESSAGES)) {
    it(`${language} has every key of the English catalogue, no more, none empty, all valid ICU`, () => {
      const entries = new Map(leaves(catalogue as unknown as Tree))
      expect(
        [...entries.keys()].filter((key) => !reference.has(key)),
        'extra keys',
      ).toEqual([])
      expect(
        [...reference.keys()].filter((key) => !entries.has(key)),
        'missing keys',
      ).toEqual([])
      for (const [key, text] of entries) {
        expect(text.trim(), key).not.toBe('')
        expect(() => new IntlMessageFormat(text, language), `${language}:${key}`).not.toThrow()
      }
    })
  }

  it('gives every edition a catalogue in its language', () => {
    for (const code of EDITION_CODES) expect(messagesFor(code)).toBe(MESSAGES[EDITIONS[code].language])
  })

  it('uses the exact wordings of the spec', () => {
    expect(translator('de', 'error')('notFoundTitle')).toBe('Diese Seite ist nicht auf der Karte!')
    expect(translator('en', 'error')('notFoundTitle')).toBe('This page is not on the map')
    expect(translator('de', 'error')('errorSubtitle')).toBe('Es gab einen Fehler!')
    expect(translator('en', 'error')('errorSubtitle')).toBe('There was an error!')
    expect(translator('de', 'validation')('invalidEmail')).toBe('Unzulässige E-Mail')
    expect(translator('en', 'validation')('invalidEmail')).toBe('Invalid email')
    expect(translator('fr', 'validation')('invalidEmail')).toBe('Email invalide')
    expect(translator('it', 'validation')('invalidEmail')).toBe('La email non è nel formato corretto')
    expect(translator('de', 'validation')('wrongCode')).toBe('Der eingegeben Code ist falsch')
    expect(translator('en', 'validation')('wrongCode')).toBe('The code is wrong')
    expect(translator('fr', 'validation')('wrongCode')).toBe('Le code est incorrect')
    expect(translator('de', 'validation')('wrongLogin')).toBe('Falsche Email oder Passwort')
    expect(translator('en', 'validation')('wrongLogin')).toBe('Wrong email or password')
    expect(translator('de', 'events')('listError')).toBe('Etwas lief schief! Bitte versuchen Sie es später noch einmal.')
    expect(translator('en', 'events')('listError')).toBe('Something went wrong! Please try again later')
    expect(translator('fr', 'events')('listError')).toBe("Quelque chose s'est mal passé! Veuillez réessayer plus tard.")
    for (const code of EDITION_CODES) expect(translator(code, 'header')('logout')).toBe('Logout')
  })

  it('writes plurals in ICU form', () => {
    expect(translator('en', 'rating')('reviews', { count: 12086 })).toBe('Based on 12,086 reviews')
    expect(translator('en', 'catalog')('days', { count: 1 })).toBe('1 day')
    expect(translator('it', 'catalog')('days', { count: 8 })).toMatch(/^8 /)
  })
})
