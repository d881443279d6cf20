'use client'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { useSession } from '@/customer/accounts/session-store'
import { requestSignIn } from '@/customer/accounts/sign-in-request'
import type { NotifyMeType } from '@/features/catalog/tour-rules'
import { ConfirmDialog } from '@/shell/modals/ConfirmDialog.client'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { AlertForm, type AlertFormSubmit } from './AlertForm.client'
import { alertFor, type AlertTarget } from './alert-shape'
import { setAlertCall, switchAlertCall } from './alerts-api'
import { alertWording, notifyMeView } from './notify-me-view'
import { useAlertChange, useAlerts } from './use-alerts'
import './notify-me.css'

export type NotifyMeProps = {
  target: AlertTarget
  /** What an alert here waits for (by the tour's status, or a travel without departures). */
  types: NotifyMeType[]
  /** How the confirmation names it: the travel, and the departure's day. */
  subject: string
}

function Box({ target, types, subject }: NotifyMeProps) {
  const t = useTranslations('alerts')
  const edition = useEdition().code
  const headingId = useId()
  const session = useSession((state) => state.status)
  const alerts = useAlerts()
  const change = useAlertChange()
  const [confirming, setConfirming] = useState(false)
  const alert = alerts && alertFor(alerts, target)
  const view = notifyMeView(session, alert)

  const submit = async ({ email, phone, consent }: AlertFormSubmit) => {
    // A visitor signs in first (a new e-mail gets its account, with the consent given here).
    if (email && !(await requestSignIn(email, consent))) return
    change.mutate(() => setAlertCall(edition, target, phone))
  }

  return (
    <section className="notify-me" aria-labelledby={headingId} data-view={view}>
      <h3 id={headingId} className="notify-me__title">
        {t('title')}
      </h3>
      <p className="notify-me__promise">{t(alertWording(types))}</p>
      {(view === 'visitor-form' || view === 'customer-form') && (
        <AlertForm visitor={view === 'visitor-form'} busy={change.isPending} onSubmit={(form) => void submit(form)} />
      )}
      {alert && view === 'enabled' && (
        <>
          <p className="notify-me__state">{t('enabled')}</p>
          <button type="button" className="button" disabled={change.isPending} onClick={() => setConfirming(true)}>
            {t('turnOff')}
          </button>
        </>
      )}
      {alert && view === 'removed' && (
        <>
          <p className="notify-me__state">{t('removed')}</p>
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate(() => switchAlertCall(alert.id, true))}
          >
            {t('turnOn')}
          </button>
        </>
      )}
      {alert && confirming && (
        <ConfirmDialog
          title={t('confirmTitle')}
          text={t('confirmText', { subject })}
          cancel={t('cancel')}
          confirm={t('confirm')}
          onClose={(confirmed) => {
            setConfirming(false)
            if (confirmed) change.mutate(() => switchAlertCall(alert.id, false))
          }}
        />
      )}
    </section>
  )
}

/**
 * The notify-me box of a tour, or of a travel without departures: the promise of what it tells,
 * the form that sets the alert (a visitor signs in by code on the way), or the alert's state with
 * the way to turn it off (after a confirmation) or on again. The cached HTML shows the visitor's form.
 */
export function NotifyMe(props: NotifyMeProps) {
  return (
    <SiteQueries>
      <Box {...props} />
    </SiteQueries>
  )
}
