import type { TextareaField } from 'payload'
import { validateCustomCss } from '../css/scoped-css'
import { codeTextField } from './code-text-field'
import { ruleOnEverySave } from './save-rule'

const validCss = (value: unknown) => validateCustomCss(typeof value === 'string' ? value : null)

/**
 * Editor CSS, validated so it cannot break out of its scope or its style element: in drafts and
 * autosaves too (the hook), since previews render drafts; `validate` gives the admin form its check.
 */
export function customCssField(label: string, description: string): TextareaField {
  return codeTextField({
    name: 'customCss',
    label,
    description,
    validate: validCss,
    hooks: { beforeChange: [ruleOnEverySave(validCss)] },
  })
}
