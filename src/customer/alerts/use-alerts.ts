'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useSession } from '@/customer/accounts/session-store'
import { useToastStore } from '@/shell/toasts/toast-store'
import { SiteApiError } from '@/lib/query/site-api-call'
import type { CustomerAlert } from './alert-shape'
import { fetchAlerts } from './alerts-api'

const ALERTS_QUERY_KEY = ['alerts'] as const

/** The signed-in customer's alerts, loaded in the browser once per visit; undefined for a visitor or while they load. */
export function useAlerts() {
  const signedIn = useSession((state) => state.status === 'signed-in')
  const customerId = useSession((state) => state.customer?.id ?? null)
  const query = useQuery({ queryKey: [...ALERTS_QUERY_KEY, customerId], queryFn: fetchAlerts, enabled: signedIn })
  return signedIn ? query.data?.alerts : undefined
}

/** Runs an alert call and keeps the customer's list in step with its answer; the outcome in a toast. */
export function useAlertChange() {
  const t = useTranslations('alerts')
  const client = useQueryClient()
  return useMutation({
    mutationFn: (call: () => Promise<CustomerAlert>) => call(),
    onSuccess: (alert) => {
      const customerId = useSession.getState().customer?.id ?? null
      client.setQueryData([...ALERTS_QUERY_KEY, customerId], (list: { alerts: CustomerAlert[] } | undefined) => ({
        alerts: [alert, ...(list?.alerts ?? []).filter((other) => other.id !== alert.id)],
      }))
      useToastStore.getState().show(t(alert.active ? 'enabled' : 'removed'))
    },
    onError: (error) => {
      const key = error instanceof SiteApiError ? error.key : ''
      const message = key === 'NOTIFY_ME_UNAVAILABLE' ? 'unavailable' : key === 'TOO_MANY_ALERTS' ? 'tooMany' : 'failed'
      useToastStore.getState().show(t(message), 'error')
    },
  })
}
