import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Pushed = Record<string, unknown>

/** The page's data layer and head, as the browser gives them to the tag manager's loader. */
function fakePage() {
  const dataLayer: Pushed[] = []
  const scripts: Array<{ src: string; async: boolean }> = []
  vi.stubGlobal('window', { dataLayer })
  vi.stubGlobal('document', {
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string; async: boolean }) => scripts.push(script) },
  })
  return { dataLayer, scripts }
}

/** A consent command as the tag manager reads it (gtag's arguments object), as a plain list. */
const command = (entry: Pushed) => Array.from(entry as unknown as ArrayLike<unknown>)

describe('applying a choice on the page', () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => vi.unstubAllGlobals())

  it('requests nothing and pushes nothing when everything is refused', async () => {
    const page = fakePage()
    const { applyConsent } = await import('@/features/consent/tag-manager')
    applyConsent({ analytics: false, marketing: false }, 'GTM-AB12CD3')
    expect(page.dataLayer).toEqual([])
    expect(page.scripts).toEqual([])
  })

  it('sets the denied defaults, then the choice, then requests the container once', async () => {
    const page = fakePage()
    const { applyConsent } = await import('@/features/consent/tag-manager')
    applyConsent({ analytics: true, marketing: false }, 'GTM-AB12CD3')
    applyConsent({ analytics: true, marketing: true }, 'GTM-AB12CD3')

    const [defaults, update, start, secondUpdate] = page.dataLayer
    expect(command(defaults!)).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ])
    expect(command(update!)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })])
    expect(start).toMatchObject({ event: 'gtm.js' })
    expect(command(secondUpdate!)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })])
    expect(page.scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3'])
    expect(page.scripts[0]!.async).toBe(true)
  })

  it('tells a container already loaded that the visitor now refuses', async () => {
    const page = fakePage()
    const { applyConsent } = await import('@/features/consent/tag-manager')
    applyConsent({ analytics: true, marketing: true }, 'GTM-AB12CD3')
    applyConsent({ analytics: false, marketing: false }, 'GTM-AB12CD3')
    expect(command(page.dataLayer.at(-1)!)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ])
    expect(page.scripts).toHaveLength(1)
  })
})
