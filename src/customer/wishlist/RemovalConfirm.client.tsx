'use client'
import { useTranslations } from 'next-intl'
import { ConfirmDialog } from '@/shell/modals/ConfirmDialog.client'

/** Asks before a travel leaves the wishlist with its saved tours, giving their count. */
export function RemovalConfirm({ title, tours, onClose }: { title: string; tours: number; onClose: (confirmed: boolean) => void }) {
  const t = useTranslations('wishlist')
  return (
    <ConfirmDialog
      title={t('confirmTitle')}
      text={t('confirmText', { title, count: tours })}
      cancel={t('cancel')}
      confirm={t('confirm')}
      onClose={onClose}
    />
  )
}
