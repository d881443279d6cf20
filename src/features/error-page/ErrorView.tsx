import type { EditionCode } from '@/editions/editions'
import { ErrorCover } from './ErrorCover'
import { SiteShell } from '../site-shell/SiteShell'

type Props = { edition: EditionCode; status: number; title: string; subtitle: string }

/** An error page inside the site shell. */
export function ErrorView({ edition, status, title, subtitle }: Props) {
  return (
    <SiteShell edition={edition}>
      <ErrorCover edition={edition} status={status} title={title} subtitle={subtitle} />
    </SiteShell>
  )
}
