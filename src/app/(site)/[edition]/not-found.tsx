import type { Metadata } from 'next'
import { message } from '@/editions/messages'
import { ErrorCover } from '@/features/error-page/ErrorCover'
import { SiteShell } from '@/features/site-shell/SiteShell'
import { currentEdition } from '@/runtime/request-edition'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default async function NotFound() {
  const edition = await currentEdition()
  return (
    <SiteShell edition={edition}>
      <ErrorCover
        edition={edition}
        status={404}
        title={message(edition, 'notFoundTitle')}
        subtitle={message(edition, 'notFoundSubtitle')}
      />
    </SiteShell>
  )
}
