'use client'
import { useLocale } from 'next-intl'
import { useEffect } from 'react'
import { editionForLocale } from '@/editions/editions'
import { accountPage } from '@/lib/account-url'
import { useSession } from './session-store'
import { SignInDialog } from './SignInDialog.client'
import { UserMenu } from './UserMenu.client'
import './account.css'

/** Loaded at the page's first idle moment: the session from the cookies, the header's user menu and the sign-in dialog. */
export function AccountIsland() {
  const edition = editionForLocale(useLocale())!
  useEffect(() => {
    // The account site's host is the server's setting: the header's slot carries it.
    const host = document.querySelector<HTMLElement>('[data-user-menu-slot]')?.dataset.accountUrl
    useSession.setState({ communicationsUrl: host ? accountPage(edition, 'account-communications', host) : null })
    void useSession.getState().load()
  }, [edition])
  return (
    <>
      <UserMenu />
      <SignInDialog />
    </>
  )
}
