import { describe, expect, it } from 'vitest'
import { keyboardPanelHeight, openDelayMs } from '@/shell/search-bar/search-layout'

describe('the search bar’s timings', () => {
  it('delays the dropdown from 768 px only, and never with reduced motion', () => {
    expect(openDelayMs(1280, false)).toBe(400)
    expect(openDelayMs(768, false)).toBe(400)
    expect(openDelayMs(767, false)).toBe(0)
    expect(openDelayMs(375, false)).toBe(0)
    expect(openDelayMs(1280, true)).toBe(0)
  })
})

describe('the open panel with a phone’s keyboard open', () => {
  it('is the visual viewport’s height less 136 px', () => {
    expect(keyboardPanelHeight(400, 812)).toBe(264)
    expect(keyboardPanelHeight(412.6, 812)).toBe(277)
  })

  it('follows its own height without a keyboard (browser bars move the viewport a little)', () => {
    expect(keyboardPanelHeight(812, 812)).toBeNull()
    expect(keyboardPanelHeight(740, 812)).toBeNull()
  })

  it('is never negative on a tiny viewport', () => {
    expect(keyboardPanelHeight(100, 700)).toBe(0)
  })
})
