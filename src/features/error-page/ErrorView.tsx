import type { EditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import { SiteShell } from '../site-shell/SiteShell'
import type { ShellData } from '../site-shell/load-shell'
import { errorAction } from './error-action'
import { ErrorCover } from './ErrorCover'

type Props = { edition: EditionCode; shell: ShellData; status: number; title: string; subtitle: string; eventPage: boolean }

/** An error page inside the site shell (empty layout: no transparent header). */
export function ErrorView({ edition, shell, status, title, subtitle, eventPage }: Props) {
  const t = translator(edition, 'error')
  return (
    <SiteShell edition={edition} variant="empty" transparentHeader={false} routeName={null} shell={shell}>
      <ErrorCover status={status} title={title} subtitle={subtitle} action={errorAction(edition, eventPage, { showTravels: t('showTravels'), showEvents: t('showEvents') })} />
    </SiteShell>
  )
}
