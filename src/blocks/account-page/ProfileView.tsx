import { useMutation } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { PROFILE_NAME_MAX_LENGTH } from '@/customer/account-area/account-area-limits'
import { saveProfile } from '@/customer/account-area/account-area-api'
import { useSession } from '@/customer/accounts/session-store'
import { useToastStore } from '@/shell/toasts/toast-store'
import { PictureEditor } from './PictureEditor'

/** The customer's picture, e-mail and name; the picture and the name can be changed here. */
export function ProfileView() {
  const t = useTranslations('accountArea')
  const customer = useSession((state) => state.customer)!
  const [name, setName] = useState(customer.name ?? '')
  const nameId = useId()
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (updated) => {
      useSession.setState({ customer: updated })
      useToastStore.getState().show(t('profileSaved'))
    },
    onError: () => useToastStore.getState().show(t('saveFailed'), 'error'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(name.trim())
  }
  return (
    <div className="b-account__view b-account__profile" data-view="profile">
      <PictureEditor />
      <dl className="b-account__facts">
        <dt>{t('email')}</dt>
        <dd>{customer.email}</dd>
      </dl>
      <form className="b-account__form" onSubmit={submit}>
        <label htmlFor={nameId}>{t('name')}</label>
        <input
          id={nameId}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={PROFILE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('save')}
        </button>
      </form>
    </div>
  )
}
