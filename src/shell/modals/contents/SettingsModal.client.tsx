'use client'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { FLAG_SIZE_PX, flagSrc } from '@/editions/flags'
import { CURRENCY_SYMBOLS } from '@/editions/formats'
import { storeCurrency } from '@/features/currency/currency-cookie'
import { useToastStore } from '@/shell/toasts/toast-store'
import { countryHref, pageCounterparts } from '../country-links'
import type { ModalContentProps } from '../registry'

/**
 * Country and currency: the country menu links this page to its counterpart in each edition
 * (read from the page's hreflang alternates when the modal opens), else that edition's home,
 * current first; the currency tab shows only when the edition offers several. Choosing a currency
 * closes the window and redraws the page in it.
 */
export function SettingsModal({ data, entry, currency, close }: ModalContentProps) {
  const t = useTranslations('settingsModal')
  const router = useRouter()
  const showToast = useToastStore((state) => state.show)
  const { currencies } = useEdition()
  const [counterparts] = useState(() => pageCounterparts(document))
  const currencyTab = currencies.length > 1
  const [tab, setTab] = useState<'country' | 'currency'>(entry.name === 'currency' && currencyTab ? 'currency' : 'country')
  const [selected, setSelected] = useState(currency)

  function chooseCurrency(chosen: CurrencyCode) {
    setSelected(chosen)
    storeCurrency(chosen)
    close()
    router.refresh()
    showToast(t('currencyChanged', { currency: chosen }), 'success')
  }

  return (
    <div className="settings-modal">
      {currencyTab && (
        <div className="tabs" role="tablist" aria-label={t('title')}>
          {(['country', 'currency'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`settings-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`settings-panel-${name}`}
              className="tabs__tab"
              onClick={() => setTab(name)}
            >
              {t(name === 'country' ? 'countryTab' : 'currencyTab')}
            </button>
          ))}
        </div>
      )}
      <section
        id="settings-panel-country"
        role={currencyTab ? 'tabpanel' : undefined}
        aria-labelledby={currencyTab ? 'settings-tab-country' : undefined}
        hidden={tab !== 'country'}
      >
        <h3 className="settings-modal__heading">{t('countries')}</h3>
        <ul className="country-menu">
          {data.countries.map((country) => (
            <li key={country.code}>
              <a
                className="country-menu__link"
                href={countryHref(country, counterparts[country.code])}
                hrefLang={country.code}
                aria-current={country.isCurrent ? 'true' : undefined}
                data-autofocus={country.isCurrent || undefined}
              >
                <img src={flagSrc(country.icon)} width={FLAG_SIZE_PX} height={FLAG_SIZE_PX} alt="" />
                <span className="country-menu__text">
                  <span className="country-menu__label">{country.label}</span>
                  {country.description && <span className="country-menu__description">{country.description}</span>}
                </span>
                {country.isCurrent && <span className="country-menu__current">{t('current')}</span>}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {currencyTab && (
        <section id="settings-panel-currency" role="tabpanel" aria-labelledby="settings-tab-currency" hidden={tab !== 'currency'}>
          <fieldset className="currency-menu">
            <legend className="settings-modal__heading">{t('currencies')}</legend>
            {currencies.map((offered) => (
              <label key={offered} className="currency-menu__option">
                <input
                  type="radio"
                  name="currency"
                  value={offered}
                  checked={offered === selected}
                  onChange={() => chooseCurrency(offered)}
                />
                <span>
                  {CURRENCY_SYMBOLS[offered]} {offered}
                </span>
              </label>
            ))}
          </fieldset>
        </section>
      )}
    </div>
  )
}
