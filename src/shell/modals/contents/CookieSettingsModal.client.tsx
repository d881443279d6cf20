'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { REFUSE_ALL } from '@/features/consent/consent-choice'
import { browserRefuses, saveConsent, storedConsent } from '@/features/consent/consent-store'
import { ConsentOptions } from '@/features/consent/ConsentOptions.client'
import type { ModalContentProps } from '../registry'

/** The footer's cookie settings: the remembered choice, changed and saved for this page and the next ones. */
export function CookieSettingsModal({ close }: ModalContentProps) {
  const t = useTranslations('consent')
  const [choice, setChoice] = useState(() => storedConsent() ?? REFUSE_ALL)
  const refusedByBrowser = browserRefuses()
  return (
    <form
      className="cookie-settings"
      onSubmit={(event) => {
        event.preventDefault()
        saveConsent(choice)
        close()
      }}
    >
      <p>{t('settingsIntro')}</p>
      {refusedByBrowser && <p role="note">{t('doNotTrack')}</p>}
      <ConsentOptions value={choice} onChange={setChoice} disabled={refusedByBrowser} />
      <button type="submit" className="button button--primary" disabled={refusedByBrowser} data-autofocus>
        {t('save')}
      </button>
    </form>
  )
}
