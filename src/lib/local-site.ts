/**
 * Whether the site runs on this machine (`SITE_URL` on localhost, 127.0.0.1 or ::1, or unset):
 * it may then make up for what a deployment must be given (secrets, a mail server).
 */
export function isLocalSite(): boolean {
  const site = process.env.SITE_URL ?? 'http://localhost:3000'
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(site).hostname)
  } catch {
    return false
  }
}
