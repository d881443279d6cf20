import type { RoutedEdition } from '@/editions/edition'
import { href } from '@/editions/href'
import { Logo } from '@/shell/frame/Logo.client'
import { BRAND_NAME } from '@/lib/brand'
import { ErrorCover } from './ErrorCover'

type Props = { edition: RoutedEdition; status: number; title: string; subtitle: string; action: { href: string; label: string } }

/**
 * An error page in a plain frame: the logo home and the cover with its way on. Used where the
 * shell cannot be (a failed route) or should not be: the 404 boundary is serialized into every
 * page, so it stays this small.
 */
export function ErrorFrame({ edition, ...cover }: Props) {
  return (
    <>
      <header className="site-header site-header--hidden-layout">
        <a className="site-header__logo" href={href('index', {}, edition)} aria-label={BRAND_NAME}>
          <Logo />
        </a>
      </header>
      <main id="main" className="site-main">
        <ErrorCover {...cover} />
      </main>
    </>
  )
}
