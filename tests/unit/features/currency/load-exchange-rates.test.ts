import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cms } from '@/lib/cms/instance'
import { loadExchangeRates } from '@/features/currency/load-exchange-rates'

vi.mock('@/lib/cache/cached', () => ({ cached: (_key: unknown, _tags: unknown, read: () => Promise<unknown>) => read() }))
vi.mock('@/lib/cms/instance', () => ({ cms: vi.fn() }))
const findGlobal = vi.fn()

describe('loading the exchange rates', () => {
  beforeEach(() => {
    vi.mocked(cms).mockResolvedValue({ findGlobal } as never)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('gives the stored rates by currency', async () => {
    findGlobal.mockResolvedValue({ id: 1, gbp: 0.8543, usd: 1.1 })
    expect(await loadExchangeRates()).toEqual({ GBP: 0.8543, USD: 1.1 })
    expect(findGlobal).toHaveBeenCalledWith({ slug: 'exchange-rates', depth: 0 })
  })

  it('gives nothing, so that amounts stay in euro, when the rates cannot be read', async () => {
    findGlobal.mockRejectedValue(new Error('Connection terminated unexpectedly'))
    expect(await loadExchangeRates()).toBeNull()
    vi.mocked(cms).mockRejectedValue(new Error('the CMS did not start within 5 s'))
    expect(await loadExchangeRates()).toBeNull()
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('amounts stay in euro'))
  })
})
