import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEdition } from '@/editions/EditionProvider.client'
import { formatDay } from '@/editions/formats'
import { fetchAccountAlerts } from '@/customer/account-area/account-area-api'
import type { AccountAlert } from '@/customer/account-area/account-area-shape'
import { switchAlertCall } from '@/customer/alerts/alerts-api'
import { useSession } from '@/customer/accounts/session-store'
import { useToastStore } from '@/shell/toasts/toast-store'
import { QueryStates } from './QueryStates'

function AlertItem({ alert, queryKey }: { alert: AccountAlert; queryKey: readonly unknown[] }) {
  const t = useTranslations('accountArea')
  const client = useQueryClient()
  const toggle = useMutation({
    mutationFn: (active: boolean) => switchAlertCall(alert.id, active),
    onSuccess: (changed) => {
      client.setQueryData<{ alerts: AccountAlert[] }>(queryKey, (data) =>
        data ? { alerts: data.alerts.map((item) => (item.id === changed.id ? { ...item, active: changed.active } : item)) } : data,
      )
      useToastStore.getState().show(t(changed.active ? 'alertOn' : 'alertOff'))
    },
    onError: () => useToastStore.getState().show(t('saveFailed'), 'error'),
  })
  const subject = alert.startingDate ? t('alertDeparture', { date: formatDay(alert.startingDate) }) : t('alertTravel')
  return (
    <li className="b-account__alert" data-alert-id={alert.id} data-active={alert.active}>
      <div>
        <h3 className="b-account__alert-title">
          {alert.travel.url ? <a href={alert.travel.url}>{alert.travel.title}</a> : alert.travel.title}
        </h3>
        <p>{subject}</p>
      </div>
      <label className="b-account__switch">
        <input
          type="checkbox"
          role="switch"
          checked={alert.active}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
        />
        <span>{t('alertSwitch', { title: alert.travel.title })}</span>
      </label>
    </li>
  )
}

/** The customer's notify-me alerts, each switched on or off here. */
export function AlertsView() {
  const t = useTranslations('accountArea')
  const edition = useEdition().code
  const customerId = useSession((state) => state.customer?.id ?? null)
  const queryKey = ['account-alerts', customerId, edition] as const
  const query = useQuery({ queryKey, queryFn: () => fetchAccountAlerts(edition) })
  return (
    <QueryStates query={query}>
      {({ alerts }) =>
        alerts.length === 0 ? (
          <p className="b-account__view" data-view="empty">
            {t('noAlerts')}
          </p>
        ) : (
          <ul className="b-account__view b-account__alerts" data-view="alerts">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} queryKey={queryKey} />
            ))}
          </ul>
        )
      }
    </QueryStates>
  )
}
