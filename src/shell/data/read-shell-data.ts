import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import type { SiteRating } from '@/features/catalog/reviews/review-pages'
import { imageSource } from '@/features/media/image'
import { resolveLink, type LinkData } from '@/features/links/resolve-link'
import type { Banner, Contact, Footer, Header } from '@/payload-types'
import type { PaymentMethod } from '../footer/payment-methods'
import { RATING_REAL, RATING_REVIEW_COUNT, RATING_SCORE } from '../../features/rating/rating'
import type { BannerData, ContactBlock, FooterData, MenuBadge, MenuStyle, NavItem, NavLink, Rating } from './types'

/** CMS documents -> the shell's data for one edition: links resolved, entries going nowhere dropped. */

const id = (value: string | null | undefined, fallback: string) => value ?? fallback

function navLinks(
  entries: { id?: string | null; label: string; badge?: MenuBadge | null; link?: LinkData }[] | null | undefined,
  edition: Edition,
  prefix: string,
): NavLink[] {
  return (entries ?? []).flatMap((entry, index) => {
    const link = resolveLink(entry.link, edition)
    return link
      ? [{ id: id(entry.id, `${prefix}-${index}`), label: entry.label, href: link.href, newTab: link.newTab, badge: entry.badge ?? null }]
      : []
  })
}

export function headerMenu(header: Header | null, edition: Edition): NavItem[] {
  return (header?.menu ?? []).flatMap((item, index): NavItem[] => {
    const itemId = id(item.id, `nav-${index}`)
    const link = item.type === 'link' ? resolveLink(item.link, edition) : null
    if (item.type === 'link' && !link) return []
    const groups = (item.children ?? []).map((group, groupIndex) => ({
      id: id(group.id, `${itemId}-${groupIndex}`),
      label: group.label,
      link: resolveLink(group.link, edition),
      style: (group.style ?? 'default') as MenuStyle,
      badge: group.badge ?? null,
      removeAccordionOnMobile: Boolean(group.removeAccordionOnMobile),
      links: navLinks(group.links, edition, `${itemId}-${groupIndex}`),
    }))
    if (item.type !== 'link' && groups.length === 0) return []
    return [{ id: itemId, label: item.label, type: item.type, style: (item.style ?? 'default') as MenuStyle, link, groups }]
  })
}

export function mobileButtons(header: Header | null, edition: Edition) {
  return (header?.mobileButtons ?? []).flatMap((button, index) => {
    const link = resolveLink(button.link, edition)
    return link
      ? [
          {
            id: id(button.id, `mobile-${index}`),
            label: button.label,
            href: link.href,
            newTab: link.newTab,
            variant: button.variant === 'secondary' ? ('secondary' as const) : ('primary' as const),
          },
        ]
      : []
  })
}

export function contactBlocks(contacts: Contact | null, edition: Edition): ContactBlock[] {
  return (contacts?.blocks ?? []).map((block, index) => ({
    id: id(block.id, `contact-${index}`),
    title: block.title,
    description: block.description ?? null,
    showTalkToUs: block.showTalkToUs !== false,
    showContactPage: block.showContactPage !== false,
    actions: (block.callToActionList ?? []).flatMap((action, actionIndex) => {
      const link = resolveLink(action.link, edition)
      return link
        ? [
            {
              id: id(action.id, `contact-${index}-${actionIndex}`),
              label: action.label,
              icon: action.icon,
              hours: action.hours ?? null,
              href: link.href,
              newTab: link.newTab,
            },
          ]
        : []
    }),
  }))
}

/**
 * The review badge: an external review site's figures and page when the footer names one; else
 * the site's own rating, leading to its reviews page (the figures that page repeats).
 */
function reviewBadge(footer: Footer | null, edition: Edition, site: SiteRating): Rating {
  if (footer?.rating?.url)
    return {
      score: footer.rating.score ?? RATING_SCORE,
      realRating: footer.rating.realRating ?? RATING_REAL,
      reviews: footer.rating.reviews ?? RATING_REVIEW_COUNT,
      url: footer.rating.url,
    }
  return { score: site.average, realRating: site.average, reviews: site.count, url: href('reviews', {}, edition) || null }
}

export function footerData(footer: Footer | null, edition: Edition, site: SiteRating): FooterData {
  return {
    columns: (footer?.menu ?? []).flatMap((column, index) => {
      const columnId = id(column.id, `footer-${index}`)
      const link = column.type === 'link' ? resolveLink(column.link, edition) : null
      const links = column.type === 'link' ? [] : navLinks(column.children, edition, columnId)
      if (column.type === 'link' ? !link : links.length === 0) return []
      return [{ id: columnId, label: column.label, type: column.type, link, badge: column.badge ?? null, links }]
    }),
    socialLinks: (footer?.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
    badges: (footer?.badges ?? []).flatMap((badge, index) => {
      const image = imageSource(badge.image)
      return image
        ? [
            {
              id: id(badge.id, `badge-${index}`),
              label: badge.label,
              image: { ...image, alt: badge.label },
              link: resolveLink(badge.link, edition),
            },
          ]
        : []
    }),
    paymentIcons: (footer?.paymentIcons ?? []) as PaymentMethod[],
    paymentMessage: footer?.paymentMessage ?? null,
    trackingPreferences: resolveLink(footer?.trackingPreferences, edition),
    rating: reviewBadge(footer, edition, site),
  }
}

export function bannerData(banner: Banner, edition: Edition): BannerData {
  const cta = banner.callToAction
  let callToAction: BannerData['callToAction'] = null
  if (cta?.label && cta.action === 'scroll' && cta.scrollTo) callToAction = { label: cta.label, action: 'scroll', scrollTo: cta.scrollTo }
  if (cta?.label && cta.action === 'link') {
    const link = resolveLink(cta.link, edition)
    if (link) callToAction = { label: cta.label, action: 'link', href: link.href, newTab: link.newTab }
  }
  return {
    id: String(banner.id),
    message: banner.message,
    backgroundColor: banner.backgroundColor,
    textColor: banner.textColor,
    closable: banner.closable !== false,
    match: banner.routes?.match ?? [],
    exclude: banner.routes?.exclude ?? [],
    customCss: banner.customCss ?? null,
    callToAction,
  }
}
