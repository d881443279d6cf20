/**
 * `npm run new-block <name> [--interactive]`: creates src/blocks/<name>/ with its declaration
 * (`block.ts`), server component and styles (and client island), rewrites the lists derived from
 * the block folders, regenerates the CMS types and import map, and writes the migration.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BLOCKS_DIR, writeBlockIndex } from './block-index'
import { blockNames, clientTemplate, cssTemplate, declarationTemplate, serverTemplate } from './block-scaffold'

const args = process.argv.slice(2)
const interactive = args.includes('--interactive')
const name = args.find((arg) => !arg.startsWith('--'))

function run(script: string, ...rest: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...rest], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${script} ${rest.join(' ')} failed`)
}

function main() {
  if (!name) throw new Error('usage: npm run new-block <name> [-- --interactive]   e.g. npm run new-block image-gallery')
  const names = blockNames(name)
  const folder = path.join(BLOCKS_DIR, names.folder)
  if (fs.existsSync(folder)) throw new Error(`src/blocks/${names.folder} already exists`)

  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, 'block.ts'), declarationTemplate(names))
  fs.writeFileSync(path.join(folder, `${names.component}.tsx`), serverTemplate(names, interactive))
  fs.writeFileSync(path.join(folder, `${names.folder}.css`), cssTemplate(names))
  if (interactive) fs.writeFileSync(path.join(folder, `${names.component}.client.tsx`), clientTemplate(names))
  writeBlockIndex()
  console.log(`▸ created src/blocks/${names.folder}/ (block "${names.slug}")`)

  run('scripts/cms.ts', 'generate')
  run('scripts/cms.ts', 'migrate:create', `add_${names.folder.replace(/-/g, '_')}_block`)
  console.log(`▸ done: fill in src/blocks/${names.folder}/block.ts (fields) and ${names.component}.tsx (markup);`)
  console.log('  after changing fields run `npm run cms:generate` and `npm run migrate:create <name>`.')
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
