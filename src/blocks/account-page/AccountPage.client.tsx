'use client'
import { useTranslations } from 'next-intl'
import type { CurrencyCode } from '@/editions/editions'
import { leaveSite } from '@/customer/accounts/leave-site'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignInFor } from '@/customer/accounts/sign-in-request'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import type { AccountSection } from './account-sections'
import { AlertsView } from './AlertsView'
import { BookingsView } from './BookingsView'
import { CommunicationsView } from './CommunicationsView'
import { ProfileView } from './ProfileView'

export type AccountPageIslandProps = { section: AccountSection; currency: CurrencyCode; travelsUrl: string }

function SignOutButton() {
  const t = useTranslations('accountArea')
  return (
    <button type="button" className="button button--secondary b-account__sign-out" onClick={() => void leaveSite()}>
      {t('signOut')}
    </button>
  )
}

function SectionView({ section, currency, travelsUrl }: AccountPageIslandProps) {
  if (section === 'profile') return <ProfileView />
  if (section === 'bookings') return <BookingsView currency={currency} travelsUrl={travelsUrl} />
  if (section === 'alerts') return <AlertsView />
  return <CommunicationsView />
}

function AccountView(props: AccountPageIslandProps) {
  const t = useTranslations('accountArea')
  const status = useSession((state) => state.status)
  const privacyPending = useSession((state) => state.privacyPending)
  // A customer who must accept the privacy policy is sent here, where they can.
  if (props.section === 'communications' && privacyPending) return <CommunicationsView />
  if (status === 'unknown')
    return (
      <p className="b-account__view" data-view="loading" role="status">
        {t('loading')}
      </p>
    )
  if (status === 'signed-out')
    return (
      <div className="b-account__view" data-view="signed-out">
        <p>{t('signedOutText')}</p>
        <button type="button" className="button button--primary" onClick={() => void requestSignInFor('sign-in')}>
          {t('signIn')}
        </button>
      </div>
    )
  return (
    <>
      <SectionView {...props} />
      <SignOutButton />
    </>
  )
}

/** The account page's personal content, drawn in the browser: not signed in, loading, or the section's view. */
export default function AccountPageIsland(props: AccountPageIslandProps) {
  return (
    <SiteQueries>
      <AccountView {...props} />
    </SiteQueries>
  )
}
