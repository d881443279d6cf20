import { loadExchangeRates } from '@/features/currency/load-exchange-rates'
import type { BlockContext, BlockOf } from '../types'

export type MoneyPotData = {
  /** 1 EUR in the page's currency, when the pot is shown converted; null: it is shown in euro. */
  rate: number | null
}

/** The exchange rate of the page's currency, read only where a money pot is shown in another currency than the euro. */
export default async function loadMoneyPot(block: BlockOf<'travelInclusions'>, context: BlockContext): Promise<MoneyPotData> {
  const { currency, routeData } = context
  if (currency === 'EUR' || block.showMoneyPot === false || !routeData.travel?.moneyPot.length) return { rate: null }
  return { rate: (await loadExchangeRates())?.[currency] ?? null }
}
