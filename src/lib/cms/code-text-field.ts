import type { TextareaField } from 'payload'

type Options = {
  name: string
  label: string
  description?: string
  required?: boolean
  validate?: TextareaField['validate']
  hooks?: TextareaField['hooks']
}

/**
 * A field for code (CSS, HTML): a monospace textarea. Payload's `code` field loads its editor
 * from a CDN, which fails offline and behind strict networks; this one always works.
 */
export function codeTextField({ name, label, description, required, validate, hooks }: Options): TextareaField {
  return {
    name,
    label,
    type: 'textarea',
    required,
    validate,
    hooks,
    admin: { description, rows: 8, className: 'field-code-text' },
  }
}
