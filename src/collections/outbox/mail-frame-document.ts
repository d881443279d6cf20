/**
 * A mail's HTML for a sandboxed frame of the admin: its links open in a new tab (inside the frame
 * they would load the site in a sandbox, without its cookies), by a `<base>` put first in its head.
 */
export function mailFrameDocument(html: string): string {
  const base = '<base target="_blank">'
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return base + html
  const end = head.index + head[0].length
  return html.slice(0, end) + base + html.slice(end)
}
