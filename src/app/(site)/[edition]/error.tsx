'use client'
import { useParams } from 'next/navigation'
import { DEFAULT_EDITION, isEditionCode } from '@/editions/editions'
import { message } from '@/editions/messages'
import { ErrorView } from '@/features/error-page/ErrorView'

/** The 500 page (spec 001 §8): a generic text in production; status and message otherwise. */
export default function RouteError({ error }: { error: Error & { digest?: string; statusCode?: number } }) {
  const params = useParams<{ edition?: string }>()
  const edition = isEditionCode(params?.edition) ? params.edition : DEFAULT_EDITION
  const production = process.env.NODE_ENV === 'production'
  const status = error.statusCode ?? 500
  return (
    <ErrorView
      edition={edition}
      status={status}
      title={message(edition, 'errorTitle')}
      subtitle={production ? message(edition, 'errorSubtitle') : `${status}: ${error.message}`}
    />
  )
}
