import type { CollectionAfterChangeHook, Payload } from 'payload'

/** Saves made with this context fail in a hook after their rows are written. */
export const failingHookContext = { failAfterWrite: true, disableRevalidate: true }

const failAfterWrite: CollectionAfterChangeHook = ({ context }) => {
  if (context.failAfterWrite) throw new Error('a hook failing on purpose after the write')
  return undefined
}

/** Adds the failing hook to this CMS instance's pages (tests only; the site never has it). */
export function installFailingHook(payload: Payload): void {
  const hooks = payload.collections.pages.config.hooks
  if (!hooks.afterChange.includes(failAfterWrite)) hooks.afterChange.push(failAfterWrite)
}
