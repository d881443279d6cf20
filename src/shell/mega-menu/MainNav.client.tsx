'use client'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useMenuStore } from '@/shell/header/menu-store'
import { isNavInBar } from '@/shell/header/constants'
import { SiteLink } from '@/features/navigation/SiteLink'
import { makeOthersInert } from '@/lib/dom/inert-others'
import { createHoverIntent } from './hover-intent'
import type { MenuEntry } from './menu-entries'
import { MenuPanel } from './MenuPanel.client'
import { MenuPanelContent } from './MenuPanelContent'
import { usePanelPosition } from './use-panel-position'
import { newTabAttributes } from '@/lib/dom/new-tab'

/**
 * The main navigation. Large screens: items open on pointer enter and close
 * 300 ms after leaving (held while over the panel); drop-downs toggle on click. Small screens:
 * the nav is the mobile menu; an item opens its panel full-height with a back arrow.
 * It draws its panels from `items` (compact data, not server-rendered markup: each page carries
 * its props once more in the RSC payload); `extra` is the mobile menu's user area and buttons, rendered by the server.
 */
export function MainNav({ items, extra }: { items: MenuEntry[]; extra?: ReactNode }) {
  const t = useTranslations('header')
  const { openItemId, mobileMenuOpen, setOpenItem, toggleItem, setMobileMenu } = useMenuStore()
  const navRef = useRef<HTMLElement>(null)
  const hover = useMemo(() => createHoverIntent(setOpenItem), [setOpenItem])
  useEffect(() => () => hover.dispose(), [hover])
  const positions = usePanelPosition(navRef, openItemId)
  // Marks the navigation interactive (a click before hydration would be lost).
  useEffect(() => navRef.current?.setAttribute('data-ready', 'true'), [])
  // A navigation closes the menus (the mobile drawer, an open panel).
  const pathname = usePathname()
  useEffect(() => useMenuStore.getState().closeMenus(), [pathname])

  useEffect(() => {
    if (!mobileMenuOpen || !navRef.current) return
    // The drawer starts where the header ends (below the banner bar when there is one).
    const header = navRef.current.closest('header')
    navRef.current.style.setProperty('--drawer-top', `${header?.getBoundingClientRect().bottom ?? 0}px`)
    // Only the header can be reached while the drawer is open; the page's scroll is locked by CSS.
    const opener = document.activeElement
    const releaseInert = makeOthersInert(header ?? navRef.current)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileMenu(false)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      releaseInert()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [mobileMenuOpen, setMobileMenu])

  useEffect(() => {
    if (!openItemId) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenItem(null)
      document.getElementById(`nav-trigger-${openItemId}`)?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (isNavInBar() && !navRef.current?.contains(event.target as Node)) setOpenItem(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [openItemId, setOpenItem])

  function onTriggerClick(item: MenuEntry, event: React.MouseEvent) {
    if (!isNavInBar()) {
      setOpenItem(item.id)
      navRef.current?.scrollTo({ top: 0 })
      return
    }
    // A mouse click on a mega menu the pointer has just opened keeps it open; keys toggle it.
    if (item.type === 'mega-menu' && event.detail > 0) setOpenItem(item.id)
    else toggleItem(item.id)
  }

  const mouse = (handler: () => void) => (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse' && isNavInBar()) handler()
  }

  return (
    <nav
      ref={navRef}
      id="main-nav"
      className="main-nav"
      aria-label={t('mainNavigation')}
      data-mobile-open={mobileMenuOpen}
      data-item-open={openItemId !== null}
    >
      {/* The menu's links move in place; the mobile menu's extra below keeps its own (the login entry leaves the site). */}
      <ul className="main-nav__list" data-site-links="">
        {items.map((item) =>
          item.type === 'link' ? (
            <li key={item.id} className={`main-nav__item main-nav__item--${item.style}`} onPointerEnter={mouse(() => setOpenItem(null))}>
              <SiteLink className="main-nav__link" href={item.link.href} {...newTabAttributes(item.link.newTab ?? false)}>
                {item.label}
              </SiteLink>
            </li>
          ) : (
            <li
              key={item.id}
              className={`main-nav__item main-nav__item--${item.style} main-nav__item--${item.type}`}
              onPointerEnter={item.type === 'mega-menu' ? mouse(() => hover.itemEnter(item.id)) : undefined}
              onPointerLeave={item.type === 'mega-menu' ? mouse(() => hover.itemLeave()) : undefined}
            >
              <button
                type="button"
                id={`nav-trigger-${item.id}`}
                className="main-nav__trigger"
                aria-expanded={openItemId === item.id}
                aria-controls={`nav-panel-${item.id}`}
                onClick={(event) => onTriggerClick(item, event)}
              >
                {item.label}
                <span className="main-nav__chevron" aria-hidden="true" />
              </button>
              <MenuPanel
                id={item.id}
                label={item.label}
                mega={item.type === 'mega-menu'}
                open={openItemId === item.id}
                left={positions[item.id]}
                backLabel={t('backToMenu')}
                onBack={() => {
                  setOpenItem(null)
                  document.getElementById(`nav-trigger-${item.id}`)?.focus()
                }}
                onPointerEnter={mouse(() => hover.panelEnter())}
                onPointerLeave={mouse(() => hover.panelLeave())}
              >
                <MenuPanelContent entry={item} />
              </MenuPanel>
            </li>
          ),
        )}
      </ul>
      {extra && <div className="main-nav__extra">{extra}</div>}
    </nav>
  )
}
