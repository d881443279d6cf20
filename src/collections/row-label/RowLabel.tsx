'use client'
import { useRowLabel } from '@payloadcms/ui'

/** Array rows titled by their label (or network, or title) instead of "Item 01". */
export function LabelRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; title?: string; network?: string; name?: string }>()
  const text = data?.label || data?.title || data?.network || data?.name
  return <span>{text || `Entry ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
