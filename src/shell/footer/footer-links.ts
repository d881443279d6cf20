import { compactLink, compactTarget, type CompactLink, type CompactTarget } from '@/shell/data/compact-links'
import type { FooterData } from '@/shell/data/types'

/** A footer menu column as its island's props carry it: a heading over links, or a single link. */
export type FooterColumnEntry = { label: string } & ({ links: CompactLink[] } | { link: CompactTarget })

/** The CMS's footer columns as the footer draws them. */
export function footerColumnEntries(columns: FooterData['columns']): FooterColumnEntry[] {
  return columns.map((column) =>
    column.type === 'link'
      ? { label: column.label, link: compactTarget(column.link!) }
      : { label: column.label, links: column.links.map(compactLink) },
  )
}
