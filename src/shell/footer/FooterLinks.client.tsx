'use client'
import type { ReactNode } from 'react'
import { newTabAttributes } from '@/lib/dom/new-tab'
import type { FooterColumnEntry } from './footer-links'
import type { SocialNetwork } from './social-networks'
import { SOCIAL_NAMES, SocialIcon } from './SocialIcon'

type Props = {
  menuLabel: string
  columns: FooterColumnEntry[]
  socialLabel: string
  socialLinks: { network: SocialNetwork; url: string }[]
  /** The rating widget, rendered by the server. */
  rating: ReactNode
}

/**
 * The footer's menu (columns that fold on phones: native `<details>`) and its social links, drawn
 * from compact props: the same markup once per page instead of twice (HTML and RSC payload).
 */
export function FooterLinks({ menuLabel, columns, socialLabel, socialLinks, rating }: Props) {
  return (
    <>
      {columns.length > 0 && (
        <nav className="footer-menu" aria-label={menuLabel}>
          {columns.map((column, index) =>
            'link' in column ? (
              <a key={index} className="footer-menu__single" href={column.link.href} {...newTabAttributes(column.link.newTab ?? false)}>
                {column.label}
              </a>
            ) : (
              <details key={index} className="footer-menu__column" name="footer-menu">
                <summary className="footer-menu__heading">{column.label}</summary>
                <ul className="footer-menu__links">
                  {column.links.map((link, linkIndex) => (
                    <li key={linkIndex}>
                      <a href={link.href} {...newTabAttributes(link.newTab ?? false)}>
                        {link.label}
                        {link.badge && <span className={`menu-badge menu-badge--${link.badge.toLowerCase()}`}>{link.badge}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ),
          )}
        </nav>
      )}
      <div className="site-footer__middle">
        {socialLinks.length > 0 && (
          <ul className="social-links" aria-label={socialLabel}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_NAMES[social.network]}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        )}
        {rating}
      </div>
    </>
  )
}
