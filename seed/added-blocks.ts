import type { Payload } from 'payload'
import type { EditionCode } from '../src/editions/editions'
import { context } from './context'

type BlockRow = { blockType: string }

/**
 * Blocks a later seed puts on a page that an earlier seed created without them (the coordinators'
 * list under their page's text): added at the end of each edition whose blocks are still only of
 * the types that seed wrote (`seededTypes`, e.g. its text), when the page's latest version is
 * published. An edition an editor has recomposed (another block type added, or the new one
 * already there) is left as it is, and so is a page with a pending draft.
 */
export async function addMissingBlocks(
  payload: Payload,
  routingKey: string,
  added: readonly BlockRow[],
  editions: readonly EditionCode[],
  seededTypes: readonly string[],
): Promise<number> {
  const found = await payload.find({ collection: 'pages', where: { routingKey: { equals: routingKey } }, limit: 1, depth: 0 })
  if (added.length === 0 || !found.docs[0]) return 0
  const latest = await payload.findByID({ collection: 'pages', id: found.docs[0].id, locale: 'all', depth: 0, draft: true })
  if (latest._status !== 'published') return 0
  const titles = (latest.title ?? {}) as unknown as Partial<Record<EditionCode, string | null>>
  const blocks = (latest.blocks ?? {}) as unknown as Partial<Record<EditionCode, BlockRow[] | null>>
  let editionsChanged = 0
  for (const edition of editions) {
    const current = blocks[edition] ?? []
    const untouched = current.length > 0 && current.every((block) => seededTypes.includes(block.blockType))
    if (!titles[edition] || !untouched) continue
    await payload.update({
      collection: 'pages',
      id: latest.id,
      locale: edition,
      data: { blocks: [...current, ...added], routingKey, _status: 'published' } as never,
      context,
    })
    editionsChanged++
  }
  return editionsChanged
}
