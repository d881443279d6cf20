import { scopeCss } from '@/lib/css/scoped-css'
import type { BannerData } from '../data/types'
import { BannerControls } from './BannerControls.client'
import './banner.css'
import { newTabAttributes } from '@/lib/dom/new-tab'

/** The banner bar above the header: message, colours, scoped CSS, call to action; `closeLabel` names its close button. */
export function BannerBar({ banner, closeLabel }: { banner: BannerData; closeLabel: string }) {
  const scope = `banner-${banner.id}`
  const cta = banner.callToAction
  const css = banner.customCss ? scopeCss(banner.customCss, `[data-banner-id="${banner.id}"]`) : null
  return (
    <aside
      className="banner-bar"
      data-banner-id={banner.id}
      id={scope}
      aria-label={banner.message}
      style={{ background: banner.backgroundColor, color: banner.textColor }}
    >
      {css && <style>{css}</style>}
      <p className="banner-bar__message">{banner.message}</p>
      <BannerControls
        bannerId={banner.id}
        closable={banner.closable}
        closeLabel={closeLabel}
        scrollTo={cta?.action === 'scroll' ? cta.scrollTo : null}
      >
        {cta?.action === 'link' ? (
          <a className="banner-bar__cta" href={cta.href} {...newTabAttributes(cta.newTab)}>
            {cta.label}
          </a>
        ) : (
          cta?.label
        )}
      </BannerControls>
    </aside>
  )
}
