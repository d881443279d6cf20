import type { KoaContextWithOIDC } from 'oidc-provider'
import { escapeXml } from '@/lib/text/escape-xml'

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button,a.button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #1b4d89;background:#1b4d89;color:#fff;text-decoration:none;cursor:pointer}button.secondary{background:#fff;color:#1b4d89}</style>
</head><body><main>${body}</main></body></html>`

/**
 * The sign-out confirmation of RP-initiated logout. Asked by the site itself (with the ID token
 * it was given), it confirms at once; asked by anyone else (a link could end a visitor's session
 * on their behalf), the visitor chooses.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const fromSite = Boolean(ctx.oidc.params?.id_token_hint)
  ctx.type = 'html'
  ctx.body = page(
    'Sign out',
    `<h1>Sign out?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
${fromSite ? `<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()</script>` : ''}`,
  )
}

/** What a visitor sees when a sign-in request cannot go back to the site (a bad client or address). */
export async function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
  ctx.type = 'html'
  ctx.body = page(
    'Sign-in failed',
    `<h1>Sign-in could not be completed</h1><p>${escapeXml(out.error_description ?? out.error)}</p><p><a class="button" href="/">Back to the site</a></p>`,
  )
}
