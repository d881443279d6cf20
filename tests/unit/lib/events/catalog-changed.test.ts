import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogChanged, onCatalogChanged, type CatalogChange } from '@/lib/events/catalog-changed'

const stops: Array<() => void> = []
function listen(listener: (change: CatalogChange) => void | Promise<void>) {
  stops.push(onCatalogChanged(listener))
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

describe('the catalog change event', () => {
  it('reaches every listener, and is told once all have finished', async () => {
    const heard: string[] = []
    listen(() => {
      heard.push('at once')
    })
    listen(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      heard.push('later')
    })
    const told = catalogChanged({ collection: 'travels', tags: [] })
    expect(heard).toEqual(['at once'])
    await told
    expect(heard).toEqual(['at once', 'later'])
  })

  it('is told even when a listener fails, and no longer reaches a listener that stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const heard = vi.fn()
    listen(() => {
      throw new Error('broken')
    })
    const stop = onCatalogChanged(heard)
    await catalogChanged({ collection: 'tours', tags: [] })
    expect(heard).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'))
    stop()
    await catalogChanged({ collection: 'tours', tags: [] })
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
