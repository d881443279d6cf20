import type { RouteName } from '@/editions/route-names'

/** The account area's pages, in the order its navigation lists them. */
export const ACCOUNT_SECTIONS = ['profile', 'bookings', 'alerts', 'communications'] as const
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

/** The route of each section's page. */
export const ACCOUNT_SECTION_ROUTES: Record<AccountSection, RouteName> = {
  profile: 'account-profile',
  bookings: 'account-bookings',
  alerts: 'account-alerts',
  communications: 'account-communications',
}
