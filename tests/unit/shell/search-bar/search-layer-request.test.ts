import { beforeEach, describe, expect, it, vi } from 'vitest'

describe('requestSearchLayer', () => {
  beforeEach(() => vi.resetModules())

  it('a tap before the layer’s code asks it to open once, on arrival', async () => {
    const { requestSearchLayer, takeOpenOnArrival } = await import('@/shell/search-bar/search-layer-request')
    requestSearchLayer()
    expect(takeOpenOnArrival()).toBe(false)
    requestSearchLayer(true)
    expect(takeOpenOnArrival()).toBe(true)
    expect(takeOpenOnArrival()).toBe(false)
  })
})
