/** The ids of a relationship field's value, whether Payload gave ids or populated documents. */
export const relationIds = (values: ReadonlyArray<number | { id: number }> | null | undefined): number[] =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))
