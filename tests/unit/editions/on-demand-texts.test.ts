import { describe, expect, it } from 'vitest'
import { clientMessages, messagesFor } from '@/editions/messages'
import { onDemandTexts } from '@/editions/on-demand-texts'

describe('texts of the parts opened on demand', () => {
  it('load in the page’s language, once per language', async () => {
    const italian = onDemandTexts('it')
    expect(onDemandTexts('it')).toBe(italian)
    const texts = await italian
    expect(texts.account.title).toBe(messagesFor('it').account.title)
    expect((await onDemandTexts('de')).search.where).toBe(messagesFor('de').search.where)
  })

  it('are not among the texts every page carries', async () => {
    const page = Object.keys(clientMessages('it'))
    for (const namespace of Object.keys(await onDemandTexts('it'))) expect(page).not.toContain(namespace)
  })
})
