import type { Metadata } from 'next'
import { errorText } from '@/features/error-page/error-text'
import { ErrorView } from '@/features/error-page/ErrorView'
import { currentEdition } from '@/runtime/request-edition'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default async function NotFound() {
  const edition = await currentEdition()
  return <ErrorView edition={edition} {...errorText(edition, { status: 404 }, true)} />
}
