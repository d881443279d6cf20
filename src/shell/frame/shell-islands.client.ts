'use client'
import { islandRegistry, type IslandPropsOf } from '@/lib/islands/island-registry'

/**
 * The shell's interactive leaves, rendered in place in the cached shell (signed out, as everyone
 * gets it) and hydrated by the same gate as the blocks' islands: the main navigation, the footer's
 * links (drawn from compact props) and what differs for a signed-in customer.
 */
const shellIslandLoaders = {
  mainNav: () => import('@/shell/mega-menu/MainNav.client').then((module) => ({ default: module.MainNav })),
  userMenu: () => import('@/customer/accounts/UserMenu.client').then((module) => ({ default: module.UserMenu })),
  mobileUserMenu: () => import('@/customer/accounts/UserMenu.client').then((module) => ({ default: module.MobileUserMenu })),
  footerLinks: () => import('@/shell/footer/FooterLinks.client').then((module) => ({ default: module.FooterLinks })),
  newsletterForm: () => import('@/customer/newsletter/NewsletterForm.client').then((module) => ({ default: module.NewsletterForm })),
}

export const shellIslands = islandRegistry(shellIslandLoaders)

export type ShellIslandType = keyof typeof shellIslandLoaders
export type ShellIslandProps<K extends ShellIslandType> = IslandPropsOf<typeof shellIslandLoaders, K>
