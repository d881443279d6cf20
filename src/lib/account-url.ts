/**
 * The customer account site (profile, bookings, communications) when another system holds it:
 * `ACCOUNT_URL`. Unset (`null`): the site's own account pages serve the account links.
 */
export function accountUrl(): string | null {
  const configured = process.env.ACCOUNT_URL?.trim()
  return configured ? configured.replace(/\/+$/, '') : null
}

/**
 * A page of the external account site by routing key: `{ACCOUNT_URL}/{edition}?routingKey=...`.
 * Browser code passes the host it was given by the server (the variable is the server's).
 */
export function externalAccountPage(host: string, edition: string, routingKey: string): string {
  return `${host}/${edition}?routingKey=${encodeURIComponent(routingKey)}`
}
