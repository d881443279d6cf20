/** Pure parts of `npm run new-block`: names, file templates and the registration edits. */

export type BlockNames = {
  /** `image-gallery`: the folder under src/blocks/ and the CSS class stem. */
  folder: string
  /** `imageGallery`: the block slug (`blockType`). */
  slug: string
  /** `ImageGallery`: the server component. */
  component: string
  /** `ImageGalleryBlock`: the generated TypeScript interface. */
  interfaceName: string
  /** `imageGalleryBlock`: the config constant. */
  configName: string
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
    configName: `${slug}Block`,
    label: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
  }
}

export function configTemplate(names: BlockNames): string {
  return `import { defineBlock, thumbnailSvg } from '../define-block'

export const ${names.configName} = defineBlock({
  slug: '${names.slug}',
  interfaceName: '${names.interfaceName}',
  labels: { singular: '${names.label}', plural: '${names.label} blocks' },
  group: 'Text',
  thumbnail: thumbnailSvg('<rect x="60" y="60" width="360" height="200" rx="12" fill="#d9dde6"/>'),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
  ],
})
`
}

export function serverTemplate(names: BlockNames, interactive: boolean): string {
  const island = interactive ? `\n        <Island frame={frame} type="${names.slug}" props={{ title: block.title }} />` : ''
  return `import { BlockRoot } from '../BlockRoot'${interactive ? "\nimport { Island } from '../Island.client'" : ''}
import type { BlockProps } from '../types'
import './${names.folder}.css'

/** ${names.label}: describe what an editor gets from this block. */
export function ${names.component}({ block, frame }: BlockProps<'${names.slug}'>) {
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
.b-${names.folder}__title { margin: 0 0 16px; font-size: 1.75rem; }
@media (min-width: 768px) {
  .b-${names.folder} { padding: 48px 24px; }
}
`
}

function insertBefore(source: string, marker: string, text: string, file: string): string {
  const index = source.indexOf(marker)
  if (index < 0) throw new Error(`${file}: cannot find "${marker.trim()}" to register the block`)
  return source.slice(0, index) + text + source.slice(index)
}

function addImport(source: string, line: string): string {
  const imports = [...source.matchAll(/^import .*$/gm)]
  const last = imports[imports.length - 1]
  if (!last || last.index === undefined) return `${line}\n${source}`
  const end = last.index + last[0].length
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`
}

/** configs.ts: import the config and append it to the `blockConfigs` array, on one line or several. */
export function registerConfig(source: string, names: BlockNames): string {
  const withImport = addImport(source, `import { ${names.configName} } from './${names.folder}/config'`)
  const opening = withImport.indexOf('= [', withImport.indexOf('export const blockConfigs'))
  const closing = withImport.indexOf(']', opening)
  if (opening < 0 || closing < 0) throw new Error('configs.ts: cannot find the blockConfigs array to register the block')
  const entries = withImport.slice(opening + 3, closing).replace(/,?\s*$/, '')
  return `${withImport.slice(0, opening + 3)}${entries}, ${names.configName}${withImport.slice(closing)}`
}

/** registry.ts: import the server component and add its entry. */
export function registerRenderer(source: string, names: BlockNames): string {
  const withImport = addImport(source, `import { ${names.component} } from './${names.folder}/${names.component}'`)
  return insertBefore(withImport, '\n} satisfies', `\n  ${names.slug}: { Component: ${names.component} },`, 'registry.ts')
}

/** islands.client.ts: add the lazy loader of the client component. */
export function registerIsland(source: string, names: BlockNames): string {
  return insertBefore(
    source,
    '\n}\n\ntype Loaders',
    `\n  ${names.slug}: () => import('./${names.folder}/${names.component}.client'),`,
    'islands.client.ts',
  )
}
