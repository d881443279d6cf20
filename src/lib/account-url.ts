/** The customer account site (profile, bookings, communications): `ACCOUNT_URL`, a placeholder host by default. */
export function accountUrl(): string {
  return (process.env.ACCOUNT_URL || 'https://account.example.com').replace(/\/+$/, '')
}

/**
 * A page of the account site by routing key: `{ACCOUNT_URL}/{edition}?routingKey=...`. Browser code
 * passes the host it was given by the server (the variable is the server's).
 */
export function accountPage(edition: string, routingKey: string, host = accountUrl()): string {
  return `${host}/${edition}?routingKey=${encodeURIComponent(routingKey)}`
}
