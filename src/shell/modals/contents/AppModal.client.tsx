'use client'
import { useTranslations } from 'next-intl'
import { BRAND_NAME } from '@/lib/brand'
import type { ModalContentProps } from '../registry'

/**
 * The app promotion: a QR code on large screens, the store badges on
 * small ones, at most 343 px wide.
 */
export function AppModal({ data }: ModalContentProps) {
  const t = useTranslations('appModal')
  return (
    <div className="app-modal">
      <p>{t('text')}</p>
      <figure className="app-modal__qr">
        <img src={data.app.qrCodeUrl} alt={t('qrAlt', { brand: BRAND_NAME })} width={180} height={180} />
        <figcaption>{t('scan')}</figcaption>
      </figure>
      <div className="app-modal__stores">
        <a className="store-badge" href={data.app.appStoreUrl} target="_blank" rel="noopener noreferrer">
          {t('appStore')}
        </a>
        <a className="store-badge" href={data.app.googlePlayUrl} target="_blank" rel="noopener noreferrer">
          {t('googlePlay')}
        </a>
      </div>
    </div>
  )
}
