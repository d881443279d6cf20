import { describe, expect, it } from 'vitest'
import { mailFrameDocument } from '@/collections/outbox/mail-frame-document'

describe('mailFrameDocument', () => {
  it('opens the links of a mail in a new tab, by a base element first in its head', () => {
    expect(mailFrameDocument('<!DOCTYPE html><html><head lang="it"><title>x</title></head><body><a href="/">a</a></body></html>')).toBe(
      '<!DOCTYPE html><html><head lang="it"><base target="_blank"><title>x</title></head><body><a href="/">a</a></body></html>',
    )
  })

  it('puts the base first in a mail without a head', () => {
    expect(mailFrameDocument('<p><a href="/">a</a></p>')).toBe('<base target="_blank"><p><a href="/">a</a></p>')
  })

  it('does not take a header element for the head', () => {
    expect(mailFrameDocument('<header>x</header>')).toBe('<base target="_blank"><header>x</header>')
  })
})
