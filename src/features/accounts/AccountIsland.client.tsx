'use client'
import { useEffect } from 'react'
import { useSession } from './session-store'
import { SignInDialog } from './SignInDialog.client'
import { UserMenu } from './UserMenu.client'
import './account.css'

/** Loaded at the page's first idle moment: the session from the cookies, the header's user menu and the sign-in dialog. */
export function AccountIsland() {
  useEffect(() => {
    void useSession.getState().load()
  }, [])
  return (
    <>
      <UserMenu />
      <SignInDialog />
    </>
  )
}
