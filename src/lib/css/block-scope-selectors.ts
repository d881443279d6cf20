import selectorParser, { type Selector } from 'postcss-selector-parser'

export const NESTED_IN_FUNCTION =
  '"&" cannot stand inside :not(), :has(), :is(), :where() or another selector function: the rule would reach outside the block.'
export const SIBLING_OF_BLOCK =
  'A selector cannot style the block’s neighbours: no "+", "~" or "||" right after "&" when "&" is the block itself, nor at the start of a selector.'

/** Combinators that keep to the element before them and what is inside it. */
const INWARD = new Set([' ', '>'])

/** What a nested rule's selector list means for the block: why it could reach outside, and whether it can match the block itself. */
export type SelectorVerdict = { escape: string | null; matchesBlock: boolean }

/**
 * One selector of a rule nested in the block. `&` stands for the parent rule's elements, which
 * are the block itself (`parentIsBlock`) or inside it. `&` inside a selector function reaches the
 * page around it (`:not(&)`, `body:has(&)`), whatever the parent. A selector without `&` reads as
 * `& selector`, one that starts with a combinator as `& + p`; when `&` is the block, the step
 * straight after it must go inward, since the block's siblings are outside it.
 */
function selectorVerdict(selector: Selector, parentIsBlock: boolean): SelectorVerdict {
  let nestedInFunction = false
  selector.walkPseudos((pseudo) => {
    pseudo.walkNesting(() => {
      nestedInFunction = true
    })
  })
  if (nestedInFunction) return { escape: NESTED_IN_FUNCTION, matchesBlock: false }
  if (!parentIsBlock) return { escape: null, matchesBlock: false }
  let atBlock = selector.first?.type === 'combinator'
  for (const node of selector.nodes) {
    if (node.type === 'nesting') atBlock = true
    if (node.type !== 'combinator') continue
    if (atBlock && !INWARD.has(node.value)) return { escape: SIBLING_OF_BLOCK, matchesBlock: false }
    atBlock = false
  }
  return { escape: null, matchesBlock: atBlock }
}

/** A nested rule's selector list, read as the browser reads selectors (comments, escapes, case). */
export function selectorListVerdict(selectorList: string, parentIsBlock: boolean): SelectorVerdict {
  let root
  try {
    root = selectorParser().astSync(selectorList)
  } catch {
    return { escape: `The selector "${selectorList.slice(0, 80)}" cannot be read.`, matchesBlock: false }
  }
  let matchesBlock = false
  for (const selector of root.nodes) {
    const verdict = selectorVerdict(selector, parentIsBlock)
    if (verdict.escape) return verdict
    matchesBlock ||= verdict.matchesBlock
  }
  return { escape: null, matchesBlock }
}
