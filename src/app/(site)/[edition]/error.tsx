'use client'
import { useParams } from 'next/navigation'
import { DEFAULT_EDITION, isEditionCode } from '@/editions/editions'
import { errorText } from '@/features/error-page/error-text'
import { ErrorView } from '@/features/error-page/ErrorView'

/** The error page of a route that failed (spec 001 §8). */
export default function RouteError({ error }: { error: Error & { digest?: string; statusCode?: number } }) {
  const params = useParams<{ edition?: string }>()
  const edition = isEditionCode(params?.edition) ? params.edition : DEFAULT_EDITION
  const text = errorText(edition, { status: error.statusCode, message: error.message }, process.env.NODE_ENV === 'production')
  return <ErrorView edition={edition} {...text} />
}
