/**
 * The import rule of docs/architecture.md, checked by `npm run lint`: a layer imports from the
 * layers below it, never from one above, and no import circles back to where it started. The one
 * circle allowed runs through the CMS config's block list, whose declarations load their modules
 * lazily (`() => import(...)`): circles through a dynamic import are not counted.
 */

/** Top to bottom. The entry points are Next's routes, the proxy and the server's start. */
const LAYERS = [
  { name: 'entry points', paths: ['^src/app/', '^src/pages/', '^src/proxy/', '^src/proxy\\.ts$', '^src/instrumentation\\.ts$'] },
  { name: 'runtime', paths: ['^src/runtime/'] },
  { name: 'blocks', paths: ['^src/blocks/'] },
  { name: 'product', paths: ['^src/shell/', '^src/customer/', '^src/features/', '^src/identity/', '^src/collections/'] },
  { name: 'editions', paths: ['^src/editions/'] },
  { name: 'lib', paths: ['^src/lib/'] },
]

/** The CMS schema's block list: the product's page collection names every block declaration. */
const BLOCK_LIST = '^src/blocks/index\\.generated\\.ts$'

const importsGoDown = LAYERS.slice(1).map((layer, index) => ({
  name: `${layer.name}-imports-down`,
  comment: `${layer.name} imports only from the layers below it (docs/architecture.md)`,
  severity: 'error',
  from: { path: layer.paths },
  to: {
    path: LAYERS.slice(0, index + 1).flatMap((upper) => upper.paths),
    ...(layer.name === 'product' ? { pathNot: BLOCK_LIST } : {}),
  },
}))

module.exports = {
  forbidden: [
    ...importsGoDown,
    {
      name: 'cms-config-through-instance',
      comment: 'the CMS config (the schema, which names every collection and block) is opened in one place: lib/cms/instance',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/lib/cms/instance\\.ts$', '^src/app/\\(payload\\)/'] },
      to: { path: '^payload\\.config\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'no import circles back to its start (circles through a lazy import() are allowed)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/payload-types\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
}
