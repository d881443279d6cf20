import { expect, type Page } from '@playwright/test'
import { VISIBLE_ROOT_MARGIN } from '../../src/lib/islands/hydration-triggers'
import { openAtFirstIdle } from '../support/page-scripts'
import { nextFrames } from './fixtures'

/** How far below the viewport an island's trigger reaches (its IntersectionObserver's root margin). */
const TRIGGER_MARGIN_PX = Number.parseInt(VISIBLE_ROOT_MARGIN, 10)

type BlockNow = { id: string; type: string; hydration: string; hydrated: boolean; top: number }

/** Every block's top relative to the viewport's bottom edge (negative: on screen or above). */
const blocksNow = (page: Page) =>
  page.locator('[data-block-id][data-hydration]').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-block-id')!,
      type: element.getAttribute('data-block-type')!,
      hydration: element.getAttribute('data-hydration')!,
      hydrated: element.getAttribute('data-hydrated') === 'true',
      top: element.getBoundingClientRect().top - window.innerHeight,
    })),
  ) as Promise<BlockNow[]>

const atBottom = (page: Page) => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)

/**
 * Opens `path` (the caller set the viewport) as the budgets measure it (see page-scripts.ts),
 * waits until its first idle moment's hydration settled without scrolling, then
 * scrolls down 100 px at a time and answers every block whose island came before its trigger
 * (CONTRACT §5: the first block at idle, the others once near the viewport):
 * - a block that hydrated while still out of its trigger's reach;
 * - the first block of its type to come near after load that requested no script between
 *   coming near and hydrating: its island's code had been fetched before (a block of a type
 *   already triggered may reuse that type's code, so only the first of each type is asked).
 */
export async function islandsBeforeTrigger(page: Page, path: string): Promise<string[]> {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(new URL(request.url()).pathname)
  })
  await openAtFirstIdle(page, path)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForLoadState('networkidle')
  await nextFrames(page)

  const problems: string[] = []
  const triggered = new Set<string>()
  const triggeredTypes = new Set<string>()
  const firstOfType: Array<{ block: BlockNow; requestsBefore: number; scrolledTo: number }> = []
  const check = (blocks: BlockNow[], requestsBefore: number, scrolledTo: number) => {
    for (const block of blocks) {
      if (block.hydration === 'none' || triggered.has(block.id)) continue
      const triggerNow = block.hydration === 'idle' || block.top <= TRIGGER_MARGIN_PX
      if (block.hydrated && !triggerNow)
        problems.push(`${block.type} block ${block.id} hydrated ${Math.round(block.top)} px below the viewport at scroll ${scrolledTo}`)
      if (!triggerNow) continue
      triggered.add(block.id)
      if (!triggeredTypes.has(block.type)) firstOfType.push({ block, requestsBefore, scrolledTo })
      triggeredTypes.add(block.type)
    }
  }
  check(await blocksNow(page), requests.length, 0)
  // The islands triggered at load are not asked: only those that come near later.
  firstOfType.length = 0

  for (let step = 0; step < 400 && !(await atBottom(page)); step++) {
    const requestsBefore = requests.length
    await page.mouse.wheel(0, 100)
    await nextFrames(page)
    check(await blocksNow(page), requestsBefore, await page.evaluate(() => window.scrollY))
  }
  for (const { block, requestsBefore, scrolledTo } of firstOfType) {
    await expect(page.locator(`[data-block-id="${block.id}"]`)).toHaveAttribute('data-hydrated', 'true')
    if (requests.length === requestsBefore)
      problems.push(
        `the first ${block.type} block (${block.id}) came near at scroll ${scrolledTo} and requested no script: its island's code was fetched before`,
      )
  }
  return problems
}
