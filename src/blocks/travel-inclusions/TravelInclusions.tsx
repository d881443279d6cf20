import { translator } from '@/editions/translator'
import { BlockRoot } from '../BlockRoot'
import type { BlockProps } from '../types'
import type { MoneyPotData } from './load-money-pot'
import { moneyPotView } from './money-pot'

function TextList({ title, items, kind }: { title: string; items: string[]; kind: 'in' | 'out' }) {
  if (items.length === 0) return null
  return (
    <section className={`b-inclusions__list b-inclusions__list--${kind}`}>
      <h2>{title}</h2>
      <ul>
        {items.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * What the price includes and what it does not, the money pot (shared expenses the group pays on
 * the spot, kept in euro, shown converted on a page in another currency) and anything else worth knowing.
 */
export default function TravelInclusions({ block, frame, context, data }: BlockProps<'travelInclusions', MoneyPotData>) {
  const travel = context.routeData.travel
  if (!travel) return null
  const t = translator(context.edition.code, 'travel')
  const { inclusions, exclusions, moneyPot, additionalInfo } = travel
  const showMoneyPot = block.showMoneyPot !== false && moneyPot.length > 0
  if (inclusions.length + exclusions.length === 0 && !showMoneyPot && !additionalInfo) return null
  const pot = moneyPotView(moneyPot, context.currency, data.rate)
  return (
    <BlockRoot frame={frame}>
      <div className="b-inclusions">
        <TextList title={t('included')} items={inclusions} kind="in" />
        <TextList title={t('notIncluded')} items={exclusions} kind="out" />
        {showMoneyPot && (
          <section className="b-inclusions__pot">
            <h2>{t('moneyPot')}</h2>
            <p>{t(pot.hint)}</p>
            <ul>
              {pot.items.map((item, index) => (
                <li key={index}>
                  <span>{item.label}</span> <strong>{item.amount}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}
        {additionalInfo && (
          <section className="b-inclusions__info">
            <h2>{t('additionalInfo')}</h2>
            <p>{additionalInfo}</p>
          </section>
        )}
      </div>
    </BlockRoot>
  )
}
