'use client'
import { Suspense, useEffect } from 'react'
import { WithOnDemandTexts } from '@/editions/WithOnDemandTexts.client'
import { useSession } from './session-store'
import { SignInDialog } from './SignInDialog.client'
import './account.css'

/** Set on `<html>` while a customer is signed in. */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in'

/**
 * Loaded at the page's first idle moment: the session from the cookies and the sign-in dialog.
 * `communicationsUrl` is the account area's communications page for the edition (the server's
 * setting: its account site, or the site's own), where a customer must accept the privacy policy.
 */
export function AccountSession({ communicationsUrl }: { communicationsUrl: string | null }) {
  const signedIn = useSession((state) => state.customer !== null)

  useEffect(() => {
    useSession.setState({ communicationsUrl })
  }, [communicationsUrl])
  useEffect(() => void useSession.getState().load(), [])
  useEffect(() => {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn)
  }, [signedIn])

  // Its own boundary: the session loads without waiting for the dialog's texts.
  return (
    <Suspense fallback={null}>
      <WithOnDemandTexts>
        <SignInDialog />
      </WithOnDemandTexts>
    </Suspense>
  )
}
