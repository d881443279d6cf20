import { formatPrice } from '@/editions/formats'
import { translator } from '@/editions/translator'
import { BALANCE_DUE_DAYS, DEPOSIT, FLEXIBLE_CANCELLATION_DAYS, FREE_CANCELLATION_DAYS } from '@/features/catalog/travel-terms'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'

/**
 * The booking terms every travel shares, in the edition's words and the visitor's currency: the
 * deposit that books a seat, the balance 31 days before departure, free cancellation up to 31 days
 * (8 with the flexible option), insurance included.
 */
export default function TravelPayment({ block, frame, context }: BlockProps<'travelPayment'>) {
  const t = translator(context.edition.code, 'travel')
  const terms = [
    { key: 'deposit', text: t('deposit', { amount: formatPrice(DEPOSIT[context.currency], context.currency) }) },
    { key: 'balance', text: t('balance', { days: BALANCE_DUE_DAYS }) },
    { key: 'cancellation', text: t('cancellation', { days: FREE_CANCELLATION_DAYS }) },
    { key: 'flexible', text: t('flexibleCancellation', { days: FLEXIBLE_CANCELLATION_DAYS }) },
    { key: 'insurance', text: t('insurance') },
  ]
  return (
    <BlockRoot frame={frame}>
      <div className="b-payment">
        <h2 className="b-payment__title">{block.title || t('payment')}</h2>
        <ul className="b-payment__terms">
          {terms.map((term) => (
            <li key={term.key} className="b-payment__term" data-term={term.key}>
              {term.text}
            </li>
          ))}
        </ul>
      </div>
    </BlockRoot>
  )
}
