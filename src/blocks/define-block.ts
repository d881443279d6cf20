import type { Block, Field } from 'payload'
import { customCssField } from '@/lib/cms/custom-css-field'

export type BlockGroup = 'Text' | 'Media' | 'Catalog' | 'Layout'

type BlockDefinition = {
  slug: string
  interfaceName: string
  labels: { singular: string; plural: string }
  group: BlockGroup
  /** Shown in the admin's block picker (3:2). */
  thumbnail: string
  fields: Field[]
}

/** Every block's editor CSS, nested under that block's root when rendered. */
const blockCss = customCssField('Custom CSS (applies to this block only)', 'Rules are scoped to this block, e.g. "h2 { color: #c00 }".')

/** The CMS side of a block type: its fields plus the parts every block shares. */
export function defineBlock(definition: BlockDefinition): Block {
  return {
    slug: definition.slug,
    interfaceName: definition.interfaceName,
    labels: definition.labels,
    admin: { group: definition.group, images: { thumbnail: { url: definition.thumbnail, alt: definition.labels.singular } } },
    fields: [...definition.fields, blockCss],
  }
}

/** A picker thumbnail drawn as an inline SVG (no file to serve, nothing downloaded). */
export function thumbnailSvg(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><rect width="480" height="320" rx="16" fill="#f4f1ec"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
