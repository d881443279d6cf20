'use client'
import { useEffect } from 'react'
import { readAccountLinks } from '@/shell/header/account-links'
import { useSession } from './session-store'
import { SignInDialog } from './SignInDialog.client'
import { UserMenu } from './UserMenu.client'
import './account.css'

/** Loaded at the page's first idle moment: the session from the cookies, the header's user menu and the sign-in dialog. */
export function AccountIsland() {
  useEffect(() => {
    // The account pages are the server's setting (its account site, or the site's own): the header's slot carries their links.
    const slot =
      document.querySelector<HTMLElement>('[data-user-menu-slot]') ?? document.querySelector<HTMLElement>('[data-mobile-user-slot]')
    const communications = readAccountLinks(slot).find((link) => link.key === 'manageCommunications')
    useSession.setState({ communicationsUrl: communications?.href ?? null })
    void useSession.getState().load()
  }, [])
  return (
    <>
      <UserMenu />
      <SignInDialog />
    </>
  )
}
