'use client'
import { useTranslations } from 'next-intl'
import { useEdition } from '@/editions/EditionProvider.client'
import { errorAction } from './error-action'
import { errorText } from './error-text'
import { ErrorFrame } from './ErrorFrame'

export type RouteErrorProps = { error: Error & { digest?: string; statusCode?: number } }

/** The error page of a route that failed: a plain frame, since the shell may be what failed. */
export default function RouteErrorFrame({ error }: RouteErrorProps) {
  const edition = useEdition()
  const t = useTranslations('error')
  const text = errorText(t, { status: error.statusCode, message: error.message }, process.env.NODE_ENV === 'production')
  return (
    <ErrorFrame
      edition={edition}
      {...text}
      action={errorAction(edition, false, { showTravels: t('showTravels'), showEvents: t('showEvents') })}
    />
  )
}
