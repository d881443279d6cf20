'use client'
import { useMenuStore } from './menu-store'

/** The hamburger that opens the mobile menu and, while it is open, closes it; its name says which it does. */
export function MobileMenuButton({ openLabel, closeLabel }: { openLabel: string; closeLabel: string }) {
  const open = useMenuStore((state) => state.mobileMenuOpen)
  const setMobileMenu = useMenuStore((state) => state.setMobileMenu)
  return (
    <button
      type="button"
      className="site-header__hamburger"
      aria-expanded={open}
      aria-controls="main-nav"
      aria-label={open ? closeLabel : openLabel}
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
