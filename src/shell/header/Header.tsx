import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import { FLAG_SIZE_PX, flagSrc } from '@/editions/flags'
import { href } from '@/editions/href'
import type { RouteName } from '@/editions/route-names'
import { translator } from '@/editions/translator'
import type { ShellData } from '@/shell/data/types'
import { menuEntries } from '@/shell/mega-menu/menu-entries'
import { SiteLink } from '@/features/navigation/SiteLink'
import { ModalLink } from '@/shell/modals/ModalLink.client'
import { Logo } from '@/shell/frame/Logo.client'
import { ShellIsland } from '@/shell/frame/ShellIsland.client'
import { BRAND_NAME } from '@/lib/brand'
import { HeaderBehaviour } from './HeaderBehaviour.client'
import { MobileMenuButton } from './MobileMenuButton.client'
import { SearchTrigger } from './SearchTrigger.client'
import { MobileUserArea } from './MobileUserArea'
import { UserArea } from './UserArea'
import '@/shell/mega-menu/mega-menu.css'
import './header.css'
import { newTabAttributes } from '@/lib/dom/new-tab'

/** Routes whose page is the search itself: the header has no search trigger there. */
const ROUTES_WITHOUT_SEARCH: readonly (RouteName | null)[] = ['tours', 'search']

export type HeaderProps = {
  edition: Edition
  shellData: ShellData
  routeName: RouteName | null
  /** Transparent over the page's cover while at the top. */
  transparent: boolean
  currency: CurrencyCode | null
  talkToUs: boolean
}

/**
 * The header: logo, search trigger, main navigation from the CMS, user area,
 * wishlist, country and currency settings, talk to us. Server HTML with small client parts.
 */
export function Header({ edition, shellData, routeName, transparent, currency, talkToUs }: HeaderProps) {
  const t = translator(edition.code, 'header')
  const settings = shellData.edition
  const wishlist = href('wishlist', {}, edition)
  const showCurrency = currency !== null && settings.currencies.length > 1
  const mobileExtra = (
    <>
      <MobileUserArea edition={edition} />
      {shellData.header.mobileButtons.length > 0 && (
        <div className="mobile-buttons">
          {shellData.header.mobileButtons.map((button) => (
            <a key={button.id} className={`button button--${button.variant}`} href={button.href} {...newTabAttributes(button.newTab)}>
              {button.label}
            </a>
          ))}
        </div>
      )}
    </>
  )
  return (
    <header className="site-header" data-overlay={transparent} data-transparent={transparent} data-sticky="false">
      <HeaderBehaviour transparentAtTop={transparent} events={false} />
      <div className="site-header__bar">
        <MobileMenuButton openLabel={t('openMenu')} closeLabel={t('closeMenu')} />
        <SiteLink
          className="site-header__logo"
          href={href('index', {}, edition)}
          aria-label={BRAND_NAME}
          event={{ event: 'logo_click', section: 'header' }}
        >
          <Logo />
        </SiteLink>
        {!ROUTES_WITHOUT_SEARCH.includes(routeName) && <SearchTrigger href={href('search', {}, edition)} label={t('searchTravels')} />}
        {/* Hydrated at the first idle moment: until then its links and panels are server HTML. */}
        <ShellIsland
          type="mainNav"
          props={{ items: menuEntries(shellData.header.menu), extra: mobileExtra }}
          strategy="idle"
          className="site-header__nav"
        />
        <div className="site-header__actions">
          <UserArea edition={edition} />
          {wishlist && (
            <SiteLink
              className="site-header__wishlist"
              href={wishlist}
              aria-label={t('wishlist')}
              aria-current={routeName === 'wishlist' ? 'page' : undefined}
              event={{ event: 'go_to_wishlist', section: 'menu' }}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.4 1.1 4.4 2.5 1-1.4 2.3-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
              </svg>
            </SiteLink>
          )}
          <ModalLink
            modal="language"
            className="site-header__settings"
            label={`${t('countryAndCurrency')}: ${settings.languageLabel}${showCurrency ? `, ${currency}` : ''}`}
          >
            <img src={flagSrc(settings.icon)} width={FLAG_SIZE_PX} height={FLAG_SIZE_PX} alt="" />
            {showCurrency && <span className="site-header__currency">{currency}</span>}
          </ModalLink>
          {talkToUs && (
            <ModalLink modal="talk-to-us" className="site-header__talk" event={{ event: 'contact_us_interaction', section: 'header' }}>
              <span className="site-header__talk-label">{t('talkToUs')}</span>
            </ModalLink>
          )}
        </div>
      </div>
    </header>
  )
}
