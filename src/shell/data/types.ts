import type { Edition } from '@/editions/edition'
import type { ImageSource } from '@/features/media/image'
import type { PaymentMethod } from '../footer/payment-methods'
import type { SocialNetwork } from '../footer/social-networks'
import type { ContactIcon } from '../../features/contacts/contact-icons'
import type { ResolvedLink } from '../../features/links/resolve-link'

/** The shell's data, read from the CMS and resolved for one edition (every link an href). */

export type MenuBadge = 'NEW' | 'HOT' | 'SAFE'
export type MenuStyle = 'default' | 'highlight' | 'muted'

export type NavLink = { id: string; label: string; href: string; newTab: boolean; badge: MenuBadge | null }

export type NavGroup = {
  id: string
  label: string
  link: ResolvedLink | null
  style: MenuStyle
  badge: MenuBadge | null
  removeAccordionOnMobile: boolean
  links: NavLink[]
}

export type NavItem = {
  id: string
  label: string
  type: 'mega-menu' | 'drop-down' | 'link'
  style: MenuStyle
  link: ResolvedLink | null
  groups: NavGroup[]
}

export type MobileButton = { id: string; label: string; href: string; newTab: boolean; variant: 'primary' | 'secondary' }

export type ContactAction = { id: string; label: string; icon: ContactIcon; hours: string | null; href: string; newTab: boolean }

export type ContactBlock = {
  id: string
  title: string
  description: string | null
  showTalkToUs: boolean
  showContactPage: boolean
  actions: ContactAction[]
}

export type FooterColumn = {
  id: string
  label: string
  type: 'columns' | 'link'
  link: ResolvedLink | null
  badge: MenuBadge | null
  links: NavLink[]
}

export type FooterBadge = { id: string; label: string; image: ImageSource; link: ResolvedLink | null }

export type Rating = { score: number; realRating: number; reviews: number; url: string | null }

export type FooterData = {
  columns: FooterColumn[]
  socialLinks: { network: SocialNetwork; url: string }[]
  badges: FooterBadge[]
  paymentIcons: PaymentMethod[]
  paymentMessage: string | null
  trackingPreferences: ResolvedLink | null
  rating: Rating
}

export type BannerCallToAction = { label: string } & (
  { action: 'scroll'; scrollTo: string } | { action: 'link'; href: string; newTab: boolean }
)

export type BannerData = {
  id: string
  message: string
  backgroundColor: string
  textColor: string
  closable: boolean
  match: string[]
  exclude: string[]
  customCss: string | null
  callToAction: BannerCallToAction | null
}

export type ShellData = {
  edition: Edition
  editions: Edition[]
  header: { menu: NavItem[]; mobileButtons: MobileButton[] }
  footer: FooterData
  contacts: ContactBlock[]
  banners: BannerData[]
}
