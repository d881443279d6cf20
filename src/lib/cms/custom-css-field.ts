import type { TextareaField } from 'payload'
import { validateCustomCss } from '../css/custom-css-rules'
import { codeTextField } from './code-text-field'
import { ruleOnEverySave } from './save-rule'

/**
 * Editor CSS, validated so it cannot break out of its scope or its style element: in drafts and
 * autosaves too (the hook), since previews render drafts; `validate` gives the admin form its check.
 * `scoped` CSS is nested under one element (a block, a banner) and must not reach outside it.
 */
export function customCssField(label: string, description: string, { scoped }: { scoped: boolean }): TextareaField {
  const validCss = (value: unknown) => validateCustomCss(typeof value === 'string' ? value : null, { scoped })
  return codeTextField({
    name: 'customCss',
    label,
    description,
    validate: validCss,
    hooks: { beforeChange: [ruleOnEverySave(validCss)] },
  })
}
