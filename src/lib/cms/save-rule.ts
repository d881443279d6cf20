import { ValidationError, type FieldHook } from 'payload'

/**
 * A field rule that holds for every save: publish, draft and autosave. Payload runs a field's
 * `validate` only when publishing (drafts skip it unless the whole document validates drafts,
 * which would make every half-written draft fail on its required fields), so a rule that guards
 * the site rather than completeness also runs as a beforeChange hook. It refuses the save with the
 * field's path, and the admin shows the message on the field.
 */
export function ruleOnEverySave(check: (value: unknown) => true | string): FieldHook {
  return ({ value, path, field, collection, global, req }) => {
    const verdict = check(value)
    if (verdict === true) return value
    const label = 'label' in field && field.label ? field.label : undefined
    throw new ValidationError(
      { collection: collection?.slug, global: global?.slug, errors: [{ path: path.join('.'), message: verdict, label }], req },
      req.t,
    )
  }
}
