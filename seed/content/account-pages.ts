import type { SeedLanguage } from './types'

type AccountRoute = 'account-profile' | 'account-bookings' | 'account-alerts' | 'account-communications'
type OwnRoute = AccountRoute | 'reviews'

/** The pages the seed gives every edition for the account area and the reviews: one block each, which draws it. */
export const ACCOUNT_AND_REVIEW_ROUTES: readonly OwnRoute[] = [
  'account-profile',
  'account-bookings',
  'account-alerts',
  'account-communications',
  'reviews',
]

const TITLES: Record<SeedLanguage, Record<OwnRoute, string>> = {
  it: {
    'account-profile': 'Il tuo profilo',
    'account-bookings': 'Le tue prenotazioni',
    'account-alerts': 'I tuoi avvisi',
    'account-communications': 'Le tue comunicazioni',
    reviews: 'Recensioni dei viaggiatori',
  },
  es: {
    'account-profile': 'Tu perfil',
    'account-bookings': 'Tus reservas',
    'account-alerts': 'Tus alertas',
    'account-communications': 'Tus comunicaciones',
    reviews: 'Opiniones de los viajeros',
  },
  fr: {
    'account-profile': 'Ton profil',
    'account-bookings': 'Tes réservations',
    'account-alerts': 'Tes alertes',
    'account-communications': 'Tes communications',
    reviews: 'Avis des voyageurs',
  },
  de: {
    'account-profile': 'Dein Profil',
    'account-bookings': 'Deine Buchungen',
    'account-alerts': 'Deine Benachrichtigungen',
    'account-communications': 'Deine Kommunikation',
    reviews: 'Bewertungen der Reisenden',
  },
  en: {
    'account-profile': 'Your profile',
    'account-bookings': 'Your bookings',
    'account-alerts': 'Your alerts',
    'account-communications': 'Your communications',
    reviews: 'Traveller reviews',
  },
}

const SECTIONS: Record<AccountRoute, string> = {
  'account-profile': 'profile',
  'account-bookings': 'bookings',
  'account-alerts': 'alerts',
  'account-communications': 'communications',
}

/**
 * An account page holds the account block of its section, kept out of search engines (there is
 * nothing but a sign-in prompt for them); the reviews page, the reviews block.
 */
export function ownPage(route: OwnRoute, language: SeedLanguage) {
  const title = TITLES[language][route]
  if (route === 'reviews') return { title, blocks: [{ blockType: 'reviewsPage', title }] }
  return { title, noindex: true, blocks: [{ blockType: 'accountPage', section: SECTIONS[route], title }] }
}
