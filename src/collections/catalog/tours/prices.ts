import type { Field, FieldHook, GroupField } from 'payload'
import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'

/** The column group a currency's prices live in (`prices.eur.price` → `prices_eur_price`). */
export const priceGroupName = (currency: CurrencyCode) => currency.toLowerCase() as Lowercase<CurrencyCode>

/** The discount is what the price takes off the base price; editors never type it. */
const discountFromPrices: FieldHook = ({ siblingData }) => {
  const { basePrice, price } = siblingData as { basePrice?: number; price?: number }
  return typeof basePrice === 'number' && typeof price === 'number' ? basePrice - price : 0
}

function currencyPrices(currency: CurrencyCode): GroupField {
  const minorUnits = { type: 'number', required: true, min: 0, admin: { step: 1, width: '33%' } } as const
  return {
    name: priceGroupName(currency),
    label: currency,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { ...minorUnits, name: 'basePrice', label: 'Base price' },
          {
            ...minorUnits,
            name: 'price',
            label: 'Price',
            validate: (value: unknown, { siblingData }: { siblingData: { basePrice?: number } }) =>
              typeof value !== 'number' || typeof siblingData.basePrice !== 'number' || value <= siblingData.basePrice
                ? true
                : 'The price cannot exceed the base price.',
          },
          {
            ...minorUnits,
            name: 'discount',
            label: 'Discount',
            required: false,
            admin: { ...minorUnits.admin, readOnly: true },
            hooks: { beforeChange: [discountFromPrices] },
          },
        ],
      },
    ],
  }
}

/** Prices per currency in minor units: base price, price, discount. */
export const pricesField: Field = {
  name: 'prices',
  type: 'group',
  admin: { description: 'In cents (minor units): 129900 is 1,299.00.' },
  fields: CURRENCY_CODES.map(currencyPrices),
}
