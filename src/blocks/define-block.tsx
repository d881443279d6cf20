import type { Block, Field } from 'payload'
import type { ReactNode } from 'react'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { customCssField } from '@/lib/cms/custom-css-field'
import type { BlockContext, BlockFrame, BlockOf, BlockProps, BlockType, PageBlock } from './types'

export type BlockGroup = 'Text' | 'Media' | 'Catalog' | 'Travel page' | 'Coordinators' | 'WeMeet' | 'Layout' | 'Account'

/** Reads what a block shows (route data, the catalog); runs for all blocks of a page at once. */
export type BlockLoader<K extends BlockType, Data> = (block: BlockOf<K>, context: BlockContext) => Promise<Data>
/** A server component rendering one block: a static root, or one with an island inside. */
export type BlockComponent<K extends BlockType, Data = undefined> = (props: BlockProps<K, Data>) => ReactNode | Promise<ReactNode>

/** A module imported on first use: the CMS schema (scripts, the admin) never loads the site's code. */
type Lazy<T> = () => Promise<{ default: T }>

type CmsSide<K extends BlockType> = {
  slug: K
  interfaceName: string
  labels: { singular: string; plural: string }
  group: BlockGroup
  /** Shown in the admin's block picker (3:2). */
  thumbnail: string
  fields: Field[]
  /** Cache tags of what the loader reads from memory (the catalog snapshot): the page expires with them. */
  renderTags?: (block: BlockOf<K>, context: BlockContext) => string[]
}

/** With a loader, its result is the component's `data`; without one, `data` is undefined. */
type SiteSide<K extends BlockType, Data> = (
  { load: Lazy<BlockLoader<K, Data>>; render: Lazy<BlockComponent<K, Data>> } | { load?: undefined; render: Lazy<BlockComponent<K>> }
) & {
  /**
   * Whether this block, where it stands, draws the page's one H1 (a first hero, a travel's
   * overview...). A page none of whose blocks does gets its title as H1 above them (PageHeading).
   */
  headsPage?: (block: BlockOf<K>, frame: BlockFrame, context: BlockContext) => boolean
  /** What the block gives the page's description and share image when its editor set none (the first block that gives one wins). */
  summary?: (block: BlockOf<K>) => BlockSummary
}

/** A block's words and picture for the page's metadata: the picture as a site address. */
export type BlockSummary = { description?: string | null; image?: string | null }

/** Everything about one block type, in its folder's `block.ts`. */
export type BlockDeclaration<K extends BlockType, Data> = CmsSide<K> & SiteSide<K, Data>

export type DeclaredBlock = {
  slug: BlockType
  /** The block as Payload's schema has it. */
  config: Block
  /** Declares its cache tags, runs its loader and gives the element to render; null for a block of another type. */
  prepare: (block: PageBlock, frame: BlockFrame, context: BlockContext) => Promise<ReactNode>
  /** Whether it draws the page's H1 there; false for a block of another type. */
  headsPage: (block: PageBlock, frame: BlockFrame, context: BlockContext) => boolean
  /** Its words and picture for the page's metadata; nothing for a block of another type. */
  summary: (block: PageBlock) => BlockSummary
}

/** Every block's editor CSS, scoped to that block's root when rendered. */
const blockCss = customCssField(
  'Custom CSS (applies to this block only)',
  'Rules are scoped to this block, e.g. "h2 { color: #c00 }"; "&" is the block itself.',
  { scoped: true },
)

/**
 * One block type, declared once: its CMS schema and how the site renders it, typed from one
 * generic so that the loader's result is the component's `data` prop.
 */
export function defineBlock<K extends BlockType, Data = undefined>(declaration: BlockDeclaration<K, Data>): DeclaredBlock {
  const isOwn = (block: PageBlock): block is BlockOf<K> => block.blockType === declaration.slug
  const { slug, interfaceName, labels, group, thumbnail, fields } = declaration
  return {
    slug,
    config: {
      slug,
      interfaceName,
      labels,
      admin: { group, images: { thumbnail: { url: thumbnail, alt: labels.singular } } },
      fields: [...fields, blockCss],
    },
    async prepare(block, frame, context) {
      if (!isOwn(block)) return null
      if (declaration.renderTags) await declareRenderTags(declaration.renderTags(block, context))
      if (declaration.load) {
        const [{ default: load }, { default: Component }] = await Promise.all([declaration.load(), declaration.render()])
        return <Component block={block} frame={frame} context={context} data={await load(block, context)} />
      }
      const { default: Component } = await declaration.render()
      return <Component block={block} frame={frame} context={context} data={undefined} />
    },
    headsPage: (block, frame, context) => isOwn(block) && (declaration.headsPage?.(block, frame, context) ?? false),
    summary: (block) => (isOwn(block) && declaration.summary?.(block)) || {},
  }
}

/** A picker thumbnail drawn as an inline SVG (no file to serve, nothing downloaded). */
export function thumbnailSvg(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><rect width="480" height="320" rx="16" fill="#f4f1ec"/>${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
