import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { fetchCommunications, saveCommunications } from '@/customer/account-area/account-area-api'
import type { Communications, CommunicationsChange } from '@/customer/account-area/account-area-shape'
import { useSession } from '@/customer/accounts/session-store'
import { useToastStore } from '@/shell/toasts/toast-store'
import { QueryStates } from './QueryStates'

const QUERY_KEY = ['account-communications'] as const

function ConsentSwitch({
  name,
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  name: string
  label: string
  help: string
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const helpId = useId()
  return (
    <li className="b-account__consent">
      <label className="b-account__switch">
        <input
          type="checkbox"
          role="switch"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={helpId} className="b-account__help">
        {help}
      </p>
    </li>
  )
}

/**
 * The newsletter and marketing consents, each changed at once, and the privacy policy: a customer
 * who has not accepted it (an account an editor created) accepts it here, then their session loads.
 */
export function CommunicationsView() {
  const t = useTranslations('accountArea')
  const client = useQueryClient()
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetchCommunications })
  const change = useMutation({
    mutationFn: (update: CommunicationsChange) => saveCommunications(update),
    onSuccess: (saved: Communications, update) => {
      client.setQueryData(QUERY_KEY, saved)
      useToastStore.getState().show(t('preferencesSaved'))
      if (update.privacy) void useSession.getState().load()
    },
    onError: () => useToastStore.getState().show(t('saveFailed'), 'error'),
  })
  return (
    <QueryStates query={query}>
      {(consents) => (
        <div className="b-account__view" data-view="communications">
          {consents.privacy ? (
            <p>{t('privacyAccepted')}</p>
          ) : (
            <div className="b-account__privacy" role="alert">
              <p>{t('privacyNeeded')}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={change.isPending}
                onClick={() => change.mutate({ privacy: true })}
              >
                {t('privacy')}
              </button>
            </div>
          )}
          <ul className="b-account__consents">
            <ConsentSwitch
              name="newsletter"
              label={t('newsletter')}
              help={t('newsletterHelp')}
              checked={consents.newsletter}
              disabled={change.isPending}
              onChange={(newsletter) => change.mutate({ newsletter })}
            />
            <ConsentSwitch
              name="marketing"
              label={t('marketing')}
              help={t('marketingHelp')}
              checked={consents.marketing}
              disabled={change.isPending}
              onChange={(marketing) => change.mutate({ marketing })}
            />
          </ul>
        </div>
      )}
    </QueryStates>
  )
}
