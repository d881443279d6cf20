/** The account links' labels: keys of the `header` messages. */
export type AccountLinkKey = 'profile' | 'manageBookings' | 'alerts' | 'partnership' | 'manageCommunications'

/** An account link as the server built it; the browser labels it in the visitor's language. */
export type AccountLink = { key: AccountLinkKey; href: string }
