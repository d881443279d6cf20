import { Forbidden, type FieldHook } from 'payload'
import { isAdminUser } from '@/lib/cms/access'

/** Two stored values the same: unset and unticked alike, dates by their instant. */
function sameValue(a: unknown, b: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === false || value === ''
  if (blank(a) || blank(b)) return blank(a) && blank(b)
  if (typeof a === 'string' && typeof b === 'string' && a !== b) {
    const [timeA, timeB] = [Date.parse(a), Date.parse(b)]
    return /^\d{4}-\d\d-\d\d/.test(a) && !Number.isNaN(timeA) && timeA === timeB
  }
  return a === b
}

/**
 * A customer's e-mail (where their sign-in codes go) and consents are changed only by the customer,
 * through the site's account calls, or by an admin: an editor's change is refused with 403, never
 * dropped in silence. Saving the customer with these values unchanged (the admin's form sends them
 * all) passes. `keys` names the group's fields to compare; without it, the field's own value.
 */
export function changedByCustomerOrAdmin(keys?: readonly string[]): FieldHook {
  return ({ value, previousValue, operation, overrideAccess, req }) => {
    if (overrideAccess || isAdminUser(req.user)) return value
    const was = (operation === 'create' ? undefined : previousValue) as Record<string, unknown> | undefined
    const is = value as Record<string, unknown> | undefined
    const unchanged = keys
      ? keys.every((key) => sameValue(is?.[key], was?.[key]))
      : operation === 'create' || sameValue(value, previousValue)
    if (!unchanged) throw new Forbidden(req.t)
    return value
  }
}
