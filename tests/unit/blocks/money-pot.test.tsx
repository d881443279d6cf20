import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlockContext, BlockOf } from '@/blocks/types'
import { defaultEdition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { loadExchangeRates } from '@/features/currency/load-exchange-rates'
import loadMoneyPot from '@/blocks/travel-inclusions/load-money-pot'
import { moneyPotView } from '@/blocks/travel-inclusions/money-pot'
import TravelInclusions from '@/blocks/travel-inclusions/TravelInclusions'

vi.mock('@/features/currency/load-exchange-rates', () => ({ loadExchangeRates: vi.fn() }))
const readRates = vi.mocked(loadExchangeRates)

const pot = [
  { label: 'Entrance fees', amount: 5000 },
  { label: 'Local transport', amount: 1234 },
]
const block = { blockType: 'travelInclusions', showMoneyPot: true } as BlockOf<'travelInclusions'>
const frame = { id: 'b1', type: 'travelInclusions', index: 0, strategy: 'visible' } as const

function contextIn(currency: CurrencyCode, moneyPot = pot): BlockContext {
  const travel = { inclusions: ['Coordinator'], exclusions: [], moneyPot, additionalInfo: null }
  return {
    edition: defaultEdition('en'),
    currency,
    routeData: { travel } as never,
    route: { name: 'travels-travel', params: {} },
    draft: false,
  }
}

describe('the money pot’s display', () => {
  it('stays in euro on a euro page, whatever the rates', () => {
    expect(moneyPotView(pot, 'EUR', 0.86)).toEqual({
      hint: 'moneyPotHint',
      items: [
        { label: 'Entrance fees', amount: '50 €' },
        { label: 'Local transport', amount: '12,34 €' },
      ],
    })
  })

  it('shows the page’s currency, converted, rounded to a whole unit and marked approximate', () => {
    expect(moneyPotView(pot, 'GBP', 0.86)).toEqual({
      hint: 'moneyPotHintConverted',
      items: [
        { label: 'Entrance fees', amount: '≈ £43' },
        { label: 'Local transport', amount: '≈ £11' },
      ],
    })
    expect(moneyPotView(pot, 'USD', 1.09).items.map((item) => item.amount)).toEqual(['≈ $55', '≈ $13'])
  })

  it('shows euro, never a wrong number, without a rate', () => {
    expect(moneyPotView(pot, 'USD', null)).toEqual(moneyPotView(pot, 'EUR', null))
  })
})

describe('the money pot’s rate', () => {
  beforeEach(() => {
    readRates.mockReset()
    readRates.mockResolvedValue({ GBP: 0.86, USD: 1.09 })
  })

  it('is read on a page in another currency', async () => {
    expect(await loadMoneyPot(block, contextIn('GBP'))).toEqual({ rate: 0.86 })
    expect(await loadMoneyPot(block, contextIn('USD'))).toEqual({ rate: 1.09 })
  })

  it('is not read on a euro page, nor where no pot is shown', async () => {
    expect(await loadMoneyPot(block, contextIn('EUR'))).toEqual({ rate: null })
    expect(await loadMoneyPot({ ...block, showMoneyPot: false }, contextIn('GBP'))).toEqual({ rate: null })
    expect(await loadMoneyPot(block, contextIn('GBP', []))).toEqual({ rate: null })
    expect(readRates).not.toHaveBeenCalled()
  })

  it('is missing when the rates cannot be read or lack the currency', async () => {
    readRates.mockResolvedValue(null)
    expect(await loadMoneyPot(block, contextIn('GBP'))).toEqual({ rate: null })
    readRates.mockResolvedValue({ USD: 1.09 })
    expect(await loadMoneyPot(block, contextIn('GBP'))).toEqual({ rate: null })
  })
})

describe('the what’s-included block', () => {
  const render = async (currency: CurrencyCode) => {
    const context = contextIn(currency)
    const data = await loadMoneyPot(block, context)
    return renderToStaticMarkup(await TravelInclusions({ block, frame, context, data }))
  }

  it('tells a visitor in pounds the pot is paid in euro and shows it in pounds, approximately', async () => {
    readRates.mockResolvedValue({ GBP: 0.86, USD: 1.09 })
    const html = await render('GBP')
    expect(html).toContain('Shared expenses the group pays on the spot, in euro. Amounts in other currencies are approximate:')
    expect(html).toContain('<strong>≈ £43</strong>')
    expect(html).not.toContain('€')
  })

  it('shows euro on a euro page, with the hint it always had', async () => {
    const html = await render('EUR')
    expect(html).toContain('Shared expenses the group pays on the spot, about:')
    expect(html).toContain('<strong>50 €</strong>')
    expect(html).not.toContain('≈')
  })
})
