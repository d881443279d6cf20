import type { TextareaField } from 'payload'
import { validateCustomCss } from '../css/scoped-css'
import { codeTextField } from './code-text-field'

/** Editor CSS, validated so it cannot break out of its scope or its style element. */
export function customCssField(label: string, description: string): TextareaField {
  return codeTextField({
    name: 'customCss',
    label,
    description,
    validate: (value: unknown) => validateCustomCss(typeof value === 'string' ? value : null),
  })
}
