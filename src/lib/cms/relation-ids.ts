/** The ids of a relationship field's value, whether Payload gave ids or populated documents. */
export const relationIds = (values: ReadonlyArray<number | { id: number }> | null | undefined): number[] =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))

/** The id of a single relationship field's value, null when it is empty. */
export const relationId = (value: number | { id: number } | null | undefined | unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null
