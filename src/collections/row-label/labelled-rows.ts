/** Admin setting for array fields: rows are titled by their label (or title, network, name) instead of "Item 01". */
export const labelledRows = { components: { RowLabel: '@/collections/row-label/RowLabel#LabelRowLabel' } }
