/**
 * The process's one instance named `name`, made by `create` on the first call. Kept on
 * `globalThis` under `Symbol.for('wayfarer.' + name)`, not in a module variable: Next.js may load a
 * module in several bundles (pages, route handlers, the CMS's hooks, dev reloads), and they must
 * all share the one instance. The name is the identity: two callers with one name get one instance.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`wayfarer.${name}`)
  const scope = globalThis as Record<symbol, unknown>
  if (!(key in scope)) scope[key] = create()
  return scope[key] as T
}
