/** Pure parts of `npm run new-block`: names and the files of a new block folder. */

export type BlockNames = {
  /** `image-gallery`: the folder under src/blocks/ and the CSS class stem. */
  folder: string
  /** `imageGallery`: the block slug (`blockType`). */
  slug: string
  /** `ImageGallery`: the server component. */
  component: string
  /** `ImageGalleryBlock`: the generated TypeScript interface. */
  interfaceName: string
  /** `Image gallery`: the admin label. */
  label: string
}

export function blockNames(input: string): BlockNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(input)) {
    throw new Error(`"${input}" is not a block name: use lowercase words joined by hyphens, e.g. image-gallery`)
  }
  const words = input.split('-')
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  const slug = pascal[0]!.toLowerCase() + pascal.slice(1)
  return {
    folder: input,
    slug,
    component: pascal,
    interfaceName: `${pascal}Block`,
    label: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  }
}

/** The block's one declaration: its CMS fields and how the site renders it. */
export function declarationTemplate(names: BlockNames): string {
  return `import { defineBlock, thumbnailSvg } from '../define-block'

export default defineBlock({
  slug: '${names.slug}',
  interfaceName: '${names.interfaceName}',
  labels: { singular: '${names.label}', plural: '${names.label} blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg('<rect x="60" y="60" width="360" height="200" rx="12" fill="#d9dde6"/>'),
  fields: [{ name: 'title', type: 'text', required: true, maxLength: 160 }],
  render: () => import('./${names.component}'),
})
`
}

export function serverTemplate(names: BlockNames, interactive: boolean): string {
  const island = interactive ? `\n        <Island frame={frame} type="${names.slug}" props={{ title: block.title }} />` : ''
  return `import { BlockRoot } from '../BlockRoot'${interactive ? "\nimport { Island } from '../Island.client'" : ''}
import type { BlockProps } from '../types'

/** ${names.label}: describe what an editor gets from this block. */
export default function ${names.component}({ block, frame }: BlockProps<'${names.slug}'>) {
  return (
    <BlockRoot frame={frame}${interactive ? ' interactive' : ''}>
      <div className="b-${names.folder}">
        <h2 className="b-${names.folder}__title">{block.title}</h2>${island}
      </div>
    </BlockRoot>
  )
}
`
}

export function clientTemplate(names: BlockNames): string {
  return `'use client'
import { useState } from 'react'

export type ${names.component}IslandProps = { title: string }

/** The interactive part of the ${names.label.toLowerCase()} block: loaded only when its island opens. */
export default function ${names.component}Island({ title }: ${names.component}IslandProps) {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" className="b-${names.folder}__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? 'Hide' : 'Show'} {title}
    </button>
  )
}
`
}

export function cssTemplate(names: BlockNames): string {
  return `.b-${names.folder} {
  max-width: var(--container-max);
  margin: 0 auto;
  padding: 32px 16px;
}
.b-${names.folder}__title {
  margin: 0 0 16px;
  font-size: 1.75rem;
}
@media (min-width: 768px) {
  .b-${names.folder} {
    padding: 48px 24px;
  }
}
`
}
