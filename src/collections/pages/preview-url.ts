import type { GeneratePreviewURL, LivePreviewConfig } from 'payload'
import { defaultEdition } from '@/editions/edition'
import { editionFromLocale, pagePath } from '@/editions/page-path'

/**
 * The draft-mode entry point: it checks the editor's session, then opens the page with drafts.
 * Relative: the admin resolves it on the address it was opened on, so the preview is served from
 * the admin's own origin (framed, signed in) whatever host name the editor typed.
 */
function draftUrl(data: Record<string, unknown>, locale: unknown): string | null {
  // The edition as the code defines it: the page's route shows as its path even where an admin switched it off.
  const edition = defaultEdition(editionFromLocale(locale))
  const path = pagePath({ routingKey: data.routingKey as string, slug: data.slug as string }, edition)
  if (!path) return null
  return `/preview?path=${encodeURIComponent(path)}`
}

export const livePreviewUrl: NonNullable<LivePreviewConfig['url']> = ({ data, locale }) => draftUrl(data, locale) ?? undefined

export const previewUrl: GeneratePreviewURL = (doc, { locale }) => draftUrl(doc, locale)
