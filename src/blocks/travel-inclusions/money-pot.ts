import type { CurrencyCode } from '@/editions/editions'
import { formatPrice } from '@/editions/formats'
import { convertFromEuro } from '@/features/currency/convert'

export type MoneyPotView = {
  /** The hint above the list: converted amounts say the pot is paid in euro and they are approximate. */
  hint: 'moneyPotHint' | 'moneyPotHintConverted'
  items: { label: string; amount: string }[]
}

/** Marks an amount converted from euro: an approximation, "≈ £43". */
const APPROXIMATELY = '≈'

/**
 * The money pot as the page shows it: in euro, the currency it is paid in, on a euro page or
 * without a rate; on a page in another currency, converted at `rate` and marked approximate.
 */
export function moneyPotView(items: { label: string; amount: number }[], currency: CurrencyCode, rate: number | null): MoneyPotView {
  if (currency === 'EUR' || rate === null) {
    return { hint: 'moneyPotHint', items: items.map(({ label, amount }) => ({ label, amount: formatPrice(amount, 'EUR') })) }
  }
  return {
    hint: 'moneyPotHintConverted',
    items: items.map(({ label, amount }) => ({
      label,
      amount: `${APPROXIMATELY} ${formatPrice(convertFromEuro(amount, rate), currency)}`,
    })),
  }
}
