import type { FieldHook, TextField } from 'payload'
import { searchableText } from '@/features/catalog/search-text'

/**
 * A hidden, localized copy of a name in the form text search matches against (lowercase, no
 * accents), kept in step with its source field on every save; the database indexes it.
 */
export function searchTextField(source: string): TextField {
  const keepInStep: FieldHook = ({ siblingData }) => {
    const value = siblingData[source]
    return typeof value === 'string' ? searchableText(value) : undefined
  }
  return { name: 'searchText', type: 'text', localized: true, admin: { hidden: true }, hooks: { beforeChange: [keepInStep] } }
}
