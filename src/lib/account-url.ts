/** The customer account site (profile, bookings, communications): `ACCOUNT_URL`, a placeholder host by default. */
export function accountUrl(): string {
  return (process.env.ACCOUNT_URL || 'https://account.example.com').replace(/\/+$/, '')
}

/** A page of the account site by routing key: `{ACCOUNT_URL}/{edition}?routingKey=...`. */
export function accountPage(edition: string, routingKey: string): string {
  return `${accountUrl()}/${edition}?routingKey=${encodeURIComponent(routingKey)}`
}
