import type { FieldHook } from 'payload'
import { sanitizeEditorHtml } from '@/lib/text/sanitize-html'

/** Stored HTML is already clean, so the site API never hands out script either. */
export const sanitizeOnSave: FieldHook = ({ value }) => (typeof value === 'string' ? sanitizeEditorHtml(value) : value)
