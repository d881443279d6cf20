/**
 * The lists derived from the folders of `src/blocks` (a folder with a `block.ts` is a block type):
 * the declarations, the islands (the folder's `*.client.tsx`, loaded in the browser on first use)
 * and the stylesheets (imported by the site's layout, so the CMS schema never pulls in site CSS).
 * `npm run blocks` writes them; a unit test fails while they differ from the folders.
 */
import fs from 'node:fs'
import path from 'node:path'

export const BLOCKS_DIR = path.resolve('src/blocks')

const HEADER = '// Written by `npm run blocks` from the folders of src/blocks: do not edit.\n'

/** `image-gallery` → `imageGallery`: a block's slug (and island type) from its folder's name. */
export const slugOf = (folder: string) => folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
const identifierOf = (folder: string) => `${slugOf(folder)}Block`

type BlockFolder = { folder: string; island: string | null; styles: string[] }

function blockFolders(dir: string): BlockFolder[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'block.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      const files = fs.readdirSync(path.join(dir, folder)).sort()
      const islands = files.filter((file) => file.endsWith('.client.tsx'))
      if (islands.length > 1) throw new Error(`src/blocks/${folder} has more than one island (${islands.join(', ')})`)
      return { folder, island: islands[0]?.replace(/\.tsx$/, '') ?? null, styles: files.filter((file) => file.endsWith('.css')) }
    })
}

/** The generated files (path inside `dir` → content) for the block folders in `dir`. */
export function blockIndexFiles(dir = BLOCKS_DIR): Record<string, string> {
  const folders = blockFolders(dir)
  const declarations = [
    HEADER,
    "import type { DeclaredBlock } from './define-block'",
    ...folders.map(({ folder }) => `import ${identifierOf(folder)} from './${folder}/block'`),
    '',
    '/** Every block type editors can put on a page. */',
    `export const declaredBlocks: readonly DeclaredBlock[] = [${folders.map(({ folder }) => identifierOf(folder)).join(', ')}]`,
    '',
  ]
  const islands = [
    HEADER,
    '/** The interactive part of each block that has one, requested when its island first renders in the browser. */',
    'export const islandLoaders = {',
    ...folders.filter(({ island }) => island).map(({ folder, island }) => `  ${slugOf(folder)}: () => import('./${folder}/${island}'),`),
    '}',
    '',
  ]
  const styles = [HEADER, ...folders.flatMap(({ folder, styles: files }) => files.map((file) => `import './${folder}/${file}'`)), '']
  return {
    'index.generated.ts': declarations.join('\n'),
    'islands.generated.ts': islands.join('\n'),
    'styles.generated.ts': styles.join('\n'),
  }
}

export function writeBlockIndex(dir = BLOCKS_DIR): void {
  for (const [file, content] of Object.entries(blockIndexFiles(dir))) fs.writeFileSync(path.join(dir, file), content)
}
