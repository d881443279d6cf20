'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useToastStore } from '@/shell/toasts/toast-store'
import { confirmationNotice, withoutConfirmationParam } from './confirmation-notice'

/**
 * Loaded at the page's first idle moment: the outcome of a newsletter confirmation link that led
 * here (`?newsletter=`), shown once and taken out of the address.
 */
export function NewsletterNotice() {
  const t = useTranslations('newsletter')

  useEffect(() => {
    const notice = confirmationNotice(window.location.search)
    if (!notice) return
    useToastStore.getState().show(t(notice === 'confirmed' ? 'confirmed' : 'invalidLink'), notice === 'confirmed' ? 'success' : 'error')
    window.history.replaceState(window.history.state, '', withoutConfirmationParam(window.location.href))
  }, [t])

  return null
}
