'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useToastStore } from '@/shell/toasts/toast-store'
import { confirmationNotice, withoutConfirmationParam } from './confirmation-notice'
import { NewsletterForm } from './NewsletterForm.client'
import './newsletter.css'

/**
 * Loaded at the page's first idle moment: the newsletter form, drawn into the footer's slot (the
 * footer's HTML is cached and the same for everyone), and the outcome of a confirmation link
 * that led here (`?newsletter=`), shown once and taken out of the address.
 */
export function NewsletterIsland() {
  const t = useTranslations('newsletter')
  const [slot] = useState(() => document.querySelector<HTMLElement>('[data-newsletter-slot]'))

  useEffect(() => {
    const notice = confirmationNotice(window.location.search)
    if (!notice) return
    useToastStore.getState().show(t(notice === 'confirmed' ? 'confirmed' : 'invalidLink'), notice === 'confirmed' ? 'success' : 'error')
    window.history.replaceState(window.history.state, '', withoutConfirmationParam(window.location.href))
  }, [t])

  return slot ? createPortal(<NewsletterForm />, slot) : null
}
