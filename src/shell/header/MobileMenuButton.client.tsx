'use client'
import { useTranslations } from 'next-intl'
import { useMenuStore } from './menu-store'

/** The hamburger that opens the mobile menu and, while it is open, closes it. */
export function MobileMenuButton() {
  const t = useTranslations('header')
  const open = useMenuStore((state) => state.mobileMenuOpen)
  const setMobileMenu = useMenuStore((state) => state.setMobileMenu)
  return (
    <button
      type="button"
      className="site-header__hamburger"
      aria-expanded={open}
      aria-controls="main-nav"
      aria-label={t(open ? 'closeMenu' : 'openMenu')}
      onClick={() => setMobileMenu(!open)}
    >
      <span className="hamburger" data-open={open} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  )
}
