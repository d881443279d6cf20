import { describe, expect, it } from 'vitest'
import { followsInPlace } from '@/features/navigation/follow-in-place'

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
const siteLink = { origin: 'https://www.example.com', target: '', hasDownload: false }
const origin = 'https://www.example.com'

describe('a site link followed without a document load', () => {
  it('is a plain primary click on a link of this origin opening here', () => {
    expect(followsInPlace(plainClick, siteLink, origin)).toBe(true)
    expect(followsInPlace(plainClick, { ...siteLink, target: '_self' }, origin)).toBe(true)
  })

  it('leaves to the browser a click with a key held (new tab or window), a middle click, or one already handled', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(followsInPlace({ ...plainClick, [key]: true }, siteLink, origin)).toBe(false)
    expect(followsInPlace({ ...plainClick, button: 1 }, siteLink, origin)).toBe(false)
    expect(followsInPlace({ ...plainClick, defaultPrevented: true }, siteLink, origin)).toBe(false)
  })

  it('leaves to the browser a link to another origin, one opening elsewhere, and a download', () => {
    expect(followsInPlace(plainClick, { ...siteLink, origin: 'https://other.example' }, origin)).toBe(false)
    expect(followsInPlace(plainClick, { ...siteLink, target: '_blank' }, origin)).toBe(false)
    expect(followsInPlace(plainClick, { ...siteLink, hasDownload: true }, origin)).toBe(false)
  })
})
