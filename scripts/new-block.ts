/**
 * `npm run new-block <name> [--interactive]`: creates src/blocks/<name>/ with its CMS config,
 * server component, styles (and client island), registers it in configs.ts, registry.ts (and
 * islands.client.ts), regenerates the CMS types and import map, and writes its migration.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  blockNames,
  clientTemplate,
  configTemplate,
  cssTemplate,
  registerConfig,
  registerIsland,
  registerRenderer,
  serverTemplate,
} from './block-scaffold'

const args = process.argv.slice(2)
const interactive = args.includes('--interactive')
const name = args.find((arg) => !arg.startsWith('--'))

function edit(file: string, change: (source: string) => string) {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')))
}

function run(script: string, ...rest: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...rest], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${script} ${rest.join(' ')} failed`)
}

function main() {
  if (!name) throw new Error('usage: npm run new-block <name> [-- --interactive]   e.g. npm run new-block image-gallery')
  const names = blockNames(name)
  const blocks = path.resolve('src/blocks')
  const folder = path.join(blocks, names.folder)
  if (fs.existsSync(folder)) throw new Error(`src/blocks/${names.folder} already exists`)

  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, 'config.ts'), configTemplate(names))
  fs.writeFileSync(path.join(folder, `${names.component}.tsx`), serverTemplate(names, interactive))
  fs.writeFileSync(path.join(folder, `${names.folder}.css`), cssTemplate(names))
  if (interactive) fs.writeFileSync(path.join(folder, `${names.component}.client.tsx`), clientTemplate(names))

  edit(path.join(blocks, 'configs.ts'), (source) => registerConfig(source, names))
  edit(path.join(blocks, 'registry.ts'), (source) => registerRenderer(source, names))
  if (interactive) edit(path.join(blocks, 'islands.client.ts'), (source) => registerIsland(source, names))
  console.log(`▸ created src/blocks/${names.folder}/ and registered "${names.slug}"`)

  run('scripts/cms.ts', 'generate')
  run('scripts/cms.ts', 'migrate:create', `add_${names.folder.replace(/-/g, '_')}_block`)
  console.log(`▸ done: edit src/blocks/${names.folder}/config.ts (fields) and ${names.component}.tsx (markup);`)
  console.log('  after changing fields run `npm run cms:generate` and `npm run migrate:create <name>`.')
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
